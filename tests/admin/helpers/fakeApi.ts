import { type AxiosAdapter, AxiosError, AxiosHeaders, CanceledError, type InternalAxiosRequestConfig } from 'axios';

export interface FakeRequest {
  method: string;
  /** Relative to /api/v1, without the query string (which is in `params`). */
  url: string;
  params: Record<string, unknown>;
  body: unknown;
  authorization: string | undefined;
  headers: AxiosHeaders;
  /** Reports bytes received so far, as a browser's download progress would. */
  progress: (loaded: number) => void;
}

export type FakeReply = [status: number, body?: unknown, headers?: Record<string, string>];
export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

/**
 * The network boundary of the tests: an axios adapter answering like the API would, routed by
 * 'METHOD /path'. Unknown routes answer 404 with the API's error body.
 */
export const fakeApi = (routes: Record<string, FakeHandler>) => {
  const requests: FakeRequest[] = [];

  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const [url = '', queryString = ''] = (config.url ?? '').split('?');
    // JSON bodies are read as the server would; a CSV file (the imports) stays its text.
    const json = !String(config.headers.get('content-type') ?? '').startsWith('text/csv');
    const body = json && typeof config.data === 'string' && config.data !== '' ? JSON.parse(config.data) : config.data;
    const request: FakeRequest = {
      method,
      url,
      params: { ...Object.fromEntries(new URLSearchParams(queryString)), ...config.params },
      body,
      authorization: config.headers.get('Authorization')?.toString(),
      headers: config.headers,
      progress: (loaded) => config.onDownloadProgress?.({ loaded, bytes: loaded, lengthComputable: false }),
    };
    requests.push(request);
    const handler = routes[`${method} ${url}`];
    const reply = handler
      ? Promise.resolve(handler(request))
      : Promise.resolve<FakeReply>([404, { message: 'Not found' }]);
    // An aborted request fails as axios fails it, whatever the handler still does.
    const signal = config.signal as AbortSignal | undefined;
    const aborted = new Promise<never>((_, reject) =>
      signal?.addEventListener('abort', () => reject(new CanceledError(undefined, undefined, config)), { once: true }),
    );
    const [status, replyBody, headers = {}] = await Promise.race([reply, aborted]);
    const text = replyBody === undefined ? '' : JSON.stringify(replyBody);
    const response = {
      // A download (responseType blob) gets its body as the browser would give it, a Blob.
      data: config.responseType === 'blob' ? new Blob([text]) : text,
      status,
      statusText: String(status),
      headers: new AxiosHeaders({ 'content-type': 'application/json', ...headers }),
      config,
      request: {},
    };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${status}`,
      status < 500 ? AxiosError.ERR_BAD_REQUEST : AxiosError.ERR_BAD_RESPONSE,
      config,
      {},
      response,
    );
  };

  const callsTo = (route: string) => requests.filter(({ method, url }) => `${method} ${url}` === route);

  return { adapter, requests, callsTo };
};

/** Lets a test decide when a reply is sent. */
export const deferred = <T>() => {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
};
