import type { AxiosInstance } from 'axios';
import type { fetchUtils } from 'react-admin';
import { toHttpError } from './errors';

const toHeaders = (raw: object): Headers => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value !== undefined && value !== null) headers.set(name, String(value));
  }
  return headers;
};

/**
 * ra-data-simple-rest's `httpClient` (fetchUtils.fetchJson's signature) over our axios
 * instance, so its calls get the same bearer, renewal and errors as every other call.
 */
export const axiosFetchJson =
  (http: AxiosInstance) =>
  async (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers);
    if (options.body && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    try {
      const response = await http.request<unknown>({
        url,
        method: options.method ?? 'GET',
        data: options.body,
        headers: Object.fromEntries(headers),
        signal: options.signal ?? undefined,
      });
      const json = response.data;
      return {
        status: response.status,
        headers: toHeaders(response.headers),
        body: typeof json === 'string' ? json : JSON.stringify(json),
        json,
      };
    } catch (error) {
      throw toHttpError(error);
    }
  };
