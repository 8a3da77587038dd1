import { API_BASE_PATH } from '../../shared/constants';
import {
  INBOX_STREAM_PATH,
  type InboxChanged,
  type InboxEvent,
  inboxChangedSchema,
  inboxEventSchema,
} from '../../shared/contract/inbox';

export interface InboxStreamOptions {
  fetch: typeof fetch;
  /** The current access token, or null once signed out (the stream then stops). */
  token(): string | null;
  /** Renews the session after the stream was refused 401 (a call through the app's client does). */
  renew(): Promise<void>;
  onEvent(event: InboxEvent): void;
  onChanged(change: InboxChanged): void;
  /** The stream (re)connected: what was missed arrives as events, but counts may be stale. */
  onOpen(): void;
}

/** Waits after a failed connection: 1 s, doubling up to 30 s; a stream that ended cleanly, the server's `retry`. */
const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;

interface Frame {
  id?: string;
  event: string;
  data: string;
  retry?: number;
}

/** One frame's fields (`field: value` lines); comments are dropped. */
function parseFrame(text: string): Frame {
  const frame: Frame = { event: 'message', data: '' };
  const data: string[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith(':')) continue;
    const at = line.indexOf(':');
    const field = at < 0 ? line : line.slice(0, at);
    const value = at < 0 ? '' : line.slice(at + 1).replace(/^ /, '');
    if (field === 'id') frame.id = value;
    else if (field === 'event') frame.event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'retry' && /^\d+$/.test(value)) frame.retry = Number(value);
  }
  frame.data = data.join('\n');
  return frame;
}

/**
 * The signed-in vendor's event stream (GET /inbox/stream). EventSource cannot send the bearer
 * token, so this reads the stream with fetch and parses Server-Sent Events itself; it reconnects by
 * itself with Last-Event-ID, so the server replays what was missed. Returns the function that stops it.
 */
export function openInboxStream(options: InboxStreamOptions): () => void {
  let stopped = false;
  let lastId: string | undefined;
  let retryMs = FIRST_RETRY_MS;
  let serverRetryMs = FIRST_RETRY_MS * 3;
  let abort: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const handle = (frame: Frame) => {
    if (frame.retry !== undefined) serverRetryMs = frame.retry;
    if (frame.id !== undefined) lastId = frame.id;
    if (frame.event === 'inbox') {
      const event = inboxEventSchema.safeParse(JSON.parse(frame.data));
      if (event.success) options.onEvent(event.data);
    } else if (frame.event === 'changed') {
      const change = inboxChangedSchema.safeParse(JSON.parse(frame.data));
      if (change.success) options.onChanged(change.data);
    }
  };

  const connect = async () => {
    const token = options.token();
    if (stopped || !token) return;
    abort = new AbortController();
    let wait = serverRetryMs;
    try {
      const res = await options.fetch(`${API_BASE_PATH}${INBOX_STREAM_PATH}`, {
        headers: { authorization: `Bearer ${token}`, ...(lastId === undefined ? {} : { 'last-event-id': lastId }) },
        signal: abort.signal,
      });
      if (res.status === 401) await options.renew();
      if (!res.ok || !res.body) throw new Error(`inbox stream: ${res.status}`);
      retryMs = FIRST_RETRY_MS;
      options.onOpen();
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value.replaceAll('\r\n', '\n');
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          handle(parseFrame(buffer.slice(0, end)));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      wait = retryMs;
      retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
    }
    if (!stopped) timer = setTimeout(connect, wait);
  };

  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    abort?.abort();
  };
}
