import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

/**
 * Serves the built admin app. Unknown non-API paths get its index.html (notFoundHandler),
 * so browser-history routes like /change-password load the app.
 */
/**
 * The app's page: never cached, never framed, scripts only from us (the access token lives in
 * localStorage). MUI injects its styles at run time, hence 'unsafe-inline' for styles only.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  // https: shows an image URL an admin typed (spec §5 allows any valid URL).
  "img-src 'self' data: blob: https: http:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export function sendApp(reply: FastifyReply) {
  return reply
    .header('Content-Security-Policy', CONTENT_SECURITY_POLICY)
    .header('X-Frame-Options', 'DENY')
    .header('Referrer-Policy', 'same-origin')
    .type('text/html')
    .sendFile('index.html');
}

export const spaPlugin = fp<{ config: Config }>(async (app, { config }) => {
  if (!fs.existsSync(config.adminDist)) {
    app.log.warn(`No admin build at ${config.adminDist}; run "npm run build" to serve the app`);
  }
  await app.register(fastifyStatic, {
    root: config.adminDist,
    wildcard: false,
    index: false,
    // Vite fingerprints assets, so they may be cached for a long time; index.html must not be.
    setHeaders: (res, filePath) => {
      res.header('X-Content-Type-Options', 'nosniff');
      res.header('Cache-Control', filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/', (_request, reply) => sendApp(reply));
});
