/*
 * Kept beside close-with-grace (main.ts), which only decides when to stop: fastify's own close()
 * stops listening at once, so a client connecting meanwhile is refused (measured: ECONNREFUSED
 * 50 ms into closing, a 1.5 s request in flight), and it waits for that request with no
 * deadline (closed after 1.4 s). This answers them 503 with Retry-After, and cuts at a deadline.
 */
import type { ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import { messages } from '../../shared/messages';
import { sendUnavailable } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Starts a graceful stop: new requests hear 503, and this resolves once the requests in
     * flight are answered, or at `deadlineMs`, when those still running are cut. Resolves to
     * how many were cut. The server still listens: `close()` it afterwards.
     */
    drain(deadlineMs: number): Promise<number>;
    /**
     * Runs `end` when a drain starts: an answer that never ends by itself (an event stream) ends
     * then, rather than holding the stop until the deadline cuts it.
     */
    onDrain(end: () => void): void;
  }
}

/**
 * After SIGTERM the server keeps listening while it drains, so a client (or a load balancer
 * still routing to it) hears 503 with Retry-After and `Connection: close` instead of a refused
 * connection, and goes elsewhere or comes back; the requests already in flight are answered.
 */
export const drainPlugin = fp(async (app) => {
  let draining = false;
  const inFlight = new Set<ServerResponse>();
  let onIdle: (() => void) | undefined;
  const endOnDrain: Array<() => void> = [];

  // Counted on the raw server: a response always closes, answered or cut, whatever hooks ran.
  app.server.on('request', (_request, response: ServerResponse) => {
    inFlight.add(response);
    response.once('close', () => {
      inFlight.delete(response);
      if (inFlight.size === 0) onIdle?.();
    });
  });

  app.addHook('onRequest', async (_request, reply) => {
    if (!draining) return;
    reply.header('connection', 'close');
    return sendUnavailable(reply, messages.general.shuttingDown);
  });
  // A keep-alive client is told, with its answer, not to send more on this connection.
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });

  app.decorate('onDrain', (end: () => void) => {
    endOnDrain.push(end);
  });

  app.decorate('drain', async (deadlineMs: number) => {
    draining = true;
    for (const end of endOnDrain) end();
    if (inFlight.size > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, deadlineMs);
        onIdle = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    const cut = inFlight.size;
    if (cut > 0) app.server.closeAllConnections();
    return cut;
  });
});
