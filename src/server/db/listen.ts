import pg from 'pg';

export interface ListenHandlers {
  /** A notification arrived on the channel, with its payload ('' when none). */
  onNotify(payload: string): void;
  /** Listening started, or stopped (a drop: what is sent until it starts again is lost). */
  onChange(listening: boolean): void;
}

export interface ChannelListener {
  /** Whether notifications are heard now: false from a drop until LISTEN succeeds again. */
  readonly listening: boolean;
  close(): Promise<void>;
}

/** Starts listening on a channel; resolves after the first attempt, heard or not. */
export type Listen = (channel: string, handlers: ListenHandlers) => Promise<ChannelListener>;

const CONNECT_TIMEOUT_MS = 1000;
const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 5000;
/** A connection that stops answering (a host gone without a reset) is replaced within about 7 s. */
const HEARTBEAT_MS = 5000;
const HEARTBEAT_TIMEOUT_MS = 2000;

/**
 * LISTEN on a PostgreSQL server, over a connection of its own: not from the app's pool, whose
 * connections are handed from request to request, while a LISTEN belongs to one session. After a
 * drop (a restart of the server, a terminated backend, a heartbeat unanswered) it reconnects,
 * waiting 250 ms, then twice as long each time up to 5 s.
 */
export const listenOn =
  (connectionString: string): Listen =>
  async (channel, handlers) => {
    let client: pg.Client | undefined;
    let listening = false;
    let closed = false;
    let retryMs = FIRST_RETRY_MS;
    let retry: NodeJS.Timeout | undefined;

    const setListening = (value: boolean) => {
      if (listening === value) return;
      listening = value;
      handlers.onChange(value);
    };

    // Late events of a connection already given up are ignored.
    const drop = (dropped: pg.Client) => {
      if (dropped !== client) return;
      client = undefined;
      setListening(false);
      // Not awaited: a half-open connection may never confirm its end.
      dropped.end().catch(() => undefined);
      if (closed) return;
      retry = setTimeout(open, retryMs).unref();
      retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
    };

    const open = async () => {
      if (closed) return;
      const opened = new pg.Client({
        connectionString,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        query_timeout: HEARTBEAT_TIMEOUT_MS,
        application_name: `listen ${channel}`,
      });
      client = opened;
      opened.on('error', () => drop(opened));
      opened.on('end', () => drop(opened));
      opened.on('notification', (message) => {
        if (message.channel === channel) handlers.onNotify(message.payload ?? '');
      });
      try {
        await opened.connect();
        await opened.query(`LISTEN ${opened.escapeIdentifier(channel)}`);
      } catch {
        drop(opened);
        return;
      }
      // Closed, or dropped, meanwhile.
      if (client !== opened) {
        await opened.end().catch(() => undefined);
        return;
      }
      retryMs = FIRST_RETRY_MS;
      setListening(true);
    };

    const heartbeat = setInterval(() => {
      const current = client;
      if (listening && current) current.query('select 1').catch(() => drop(current));
    }, HEARTBEAT_MS);
    heartbeat.unref();

    await open();
    return {
      get listening() {
        return listening;
      },
      async close() {
        closed = true;
        clearInterval(heartbeat);
        clearTimeout(retry);
        const last = client;
        client = undefined;
        setListening(false);
        await last?.end().catch(() => undefined);
      },
    };
  };
