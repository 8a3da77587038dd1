/** One Server-Sent Event as a client reads it. */
export interface SseEvent {
  id?: string;
  event: string;
  data: string;
}

export interface SseClient {
  status: number;
  events: SseEvent[];
  /** Resolves with the first event (seen or to come) that `match` accepts. */
  next(match: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Whether the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Reads one frame ("field: value" lines) as an event; one without data (comments, `retry`) is none. */
function parseFrame(frame: string): SseEvent | undefined {
  const event: SseEvent = { event: 'message', data: '' };
  let hasData = false;
  for (const line of frame.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const at = line.indexOf(':');
    const field = at < 0 ? line : line.slice(0, at);
    const value = at < 0 ? '' : line.slice(at + 1).replace(/^ /, '');
    if (field === 'id') event.id = value;
    else if (field === 'event') event.event = value;
    else if (field === 'data') {
      event.data = hasData ? `${event.data}\n${value}` : value;
      hasData = true;
    }
  }
  return hasData ? event : undefined;
}

/** Opens an event stream over real HTTP (inject waits for a whole answer, which a stream never is). */
export async function openSse(url: string, headers: Record<string, string>): Promise<SseClient> {
  const abort = new AbortController();
  const res = await fetch(url, { headers, signal: abort.signal });
  const events: SseEvent[] = [];
  const waiting = new Set<() => void>();
  const ended = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const event = parseFrame(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (event) events.push(event);
          end = buffer.indexOf('\n\n');
        }
        for (const wake of waiting) wake();
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    status: res.status,
    events,
    ended,
    next(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`no matching event in ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        waiting.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
}

/** The inbox rows an `inbox` event stream carried, as parsed JSON. */
export const inboxData = (events: SseEvent[]) =>
  events.filter((e) => e.event === 'inbox').map((e) => JSON.parse(e.data) as { seq: number; kind: string });
