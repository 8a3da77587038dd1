import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

/** The app's page; its security headers come from securityHeaders.ts, like every response's. */
export function sendApp(reply: FastifyReply) {
  return reply.type('text/html').sendFile('index.html');
}

/**
 * Serves the built admin app. Unknown non-API paths get its index.html (notFoundHandler),
 * so browser-history routes like /change-password load the app.
 */
export const spaPlugin = fp<{ config: Config }>(async (app, { config }) => {
  if (!fs.existsSync(config.adminDist)) {
    app.log.warn(`No admin build at ${config.adminDist}; run "npm run build" to serve the app`);
  }
  await app.register(fastifyStatic, {
    root: config.adminDist,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text file (scripts/precompress.ts): the one the
    // client accepts goes out, with Vary: Accept-Encoding, so nothing is compressed per request.
    preCompressed: true,
    // Vite fingerprints assets, so they may be cached for a long time; index.html must not be.
    setHeaders: (res, filePath) => {
      res.header('Cache-Control', filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/', (_request, reply) => sendApp(reply));
});
