import type { onSendHookHandler } from 'fastify';

const CHARSET = '<meta charset="UTF-8">';
const VIEWPORT = '<meta name="viewport" content="width=device-width, initial-scale=1">';

/**
 * Swagger UI's page (`@fastify/swagger-ui`'s index.html) has no viewport meta, so phones laid it
 * out 980 px wide and shrank it; its own styles fit a phone's width once told to.
 */
export const withViewport: onSendHookHandler = async (_request, reply, payload) => {
  const type = reply.getHeader('content-type');
  if (typeof payload !== 'string' || typeof type !== 'string' || !type.startsWith('text/html')) return payload;
  return payload.includes(VIEWPORT) ? payload : payload.replace(CHARSET, `${CHARSET}\n${VIEWPORT}`);
};
