import type pg from 'pg';
import type { Listen, ListenHandlers } from '../listen';

export interface SessionListen {
  listen: Listen;
  /** Hears the notifications a new connection of the pool receives, and LISTENs on its session. */
  attach(client: pg.ClientBase): Promise<void>;
}

/**
 * LISTEN on the embedded database. It runs one session behind every socket connection, and a
 * notification is written to the connection whose statement committed it (a connection that only
 * listens hears nothing: pglite-socket 0.2.17, checked). The app's pool holds the one connection
 * all its writes go through, so listening on it hears every notification the app's own writes
 * commit; writes made over another connection (psql on the socket, the e2e helper's SQL) are not
 * heard (the inbox's streams read the table on every heartbeat for them). LISTEN belongs to the
 * session, so it outlives a replaced connection; each new one LISTENs again all the same.
 */
export function sessionListen(connection: () => Promise<pg.PoolClient>): SessionListen {
  const channels = new Map<string, Set<ListenHandlers>>();
  const listenOn = (client: pg.ClientBase, channel: string) =>
    client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
  return {
    async attach(client) {
      client.on('notification', (message) => {
        for (const handlers of channels.get(message.channel) ?? []) handlers.onNotify(message.payload ?? '');
      });
      for (const channel of channels.keys()) await listenOn(client, channel);
    },
    async listen(channel, handlers) {
      const set = channels.get(channel) ?? new Set();
      channels.set(channel, set);
      set.add(handlers);
      const client = await connection();
      try {
        await listenOn(client, channel);
      } finally {
        client.release();
      }
      handlers.onChange(true);
      return {
        listening: true,
        async close() {
          set.delete(handlers);
          handlers.onChange(false);
        },
      };
    },
  };
}
