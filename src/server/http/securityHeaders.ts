import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { Config } from '../config';

/**
 * The app's policy: scripts only from us (the access token lives in localStorage), never
 * framed. MUI injects its styles at run time, hence 'unsafe-inline' for styles only; images
 * may be any http(s) URL an admin typed (spec §5 allows any valid URL).
 */
const directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
};

/**
 * One header policy for every response (HTML, JSON, images, docs): CSP, nosniff, no framing,
 * a same-origin referrer, and HSTS in production (served over HTTPS there). Routes with
 * stricter needs (served images, the API docs page) set their own CSP on top.
 */
export const securityHeadersPlugin = fp<{ config: Config }>(async (app, { config }) => {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    hsts: config.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Images may come from other hosts (any URL an admin typed), which require-corp would block.
    crossOriginEmbedderPolicy: false,
  });
});

/**
 * The docs page keeps Swagger UI's own policy (@fastify/swagger-ui's static CSP: its fonts and
 * validator badge) with our framing rule, inline styles (Swagger UI sets style attributes, as
 * MUI does in the app; scripts stay 'self' only) and, outside production, plain http.
 */
export const docsContentSecurityPolicy = (production: boolean) => (header: string) => {
  const policy = header
    .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
    .replace(/style-src ([^;]*)/, (directive, sources: string) =>
      sources.includes("'unsafe-inline'") ? directive : `style-src ${sources.trim()} 'unsafe-inline'`,
    );
  return production ? policy : policy.replace(/\s*upgrade-insecure-requests;?/, '');
};
