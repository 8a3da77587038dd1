import fp from 'fastify-plugin';
import type { Config } from '../config';

/**
 * The app's policy: scripts only from us (the access token lives in localStorage), never
 * framed. MUI injects its styles at run time, hence 'unsafe-inline' for styles only; images
 * may be any http(s) URL an admin typed (spec §5 allows any valid URL).
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https: http:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join(';');

/**
 * The headers helmet's defaults set, with our CSP, no framing and a same-origin referrer. Images
 * may come from other hosts (any URL an admin typed), so no Cross-Origin-Embedder-Policy.
 */
export function securityHeaders(production: boolean): Readonly<Record<string, string>> {
  return {
    'content-security-policy': contentSecurityPolicy,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    // Production is served over HTTPS.
    ...(production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * One header policy for every response (HTML, JSON, images, docs), computed once at start: a
 * middleware that rebuilt it per request cost about 4 % of a small list's CPU. Routes with
 * stricter needs (served images, the API docs page) set their own CSP on top.
 */
export const securityHeadersPlugin = fp<{ config: Config }>(async (app, { config }) => {
  const headers = securityHeaders(config.production);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
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
