import type { onSendHookHandler } from 'fastify';

/**
 * `Cache-Control: no-store` on every answer of the routes it is added to, refusals included (an
 * onSend hook runs for those too): for answers that carry tokens, passwords or personal data.
 */
export const noStore: onSendHookHandler = (_request, reply, payload, done) => {
  reply.header('cache-control', 'no-store');
  done(null, payload);
};
