import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestKit } from './helper';

let t: TestKit<never>;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  // What the build's precompress() writes beside a file.
  for (const file of ['index.html', 'assets/app-1234.js']) {
    const data = fs.readFileSync(path.join(dist, file));
    fs.writeFileSync(path.join(dist, `${file}.br`), zlib.brotliCompressSync(data));
    fs.writeFileSync(path.join(dist, `${file}.gz`), zlib.gzipSync(data));
  }
  t = await buildTestApp({ env: { ADMIN_DIST: dist }, users: [] });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('serving the admin app', () => {
  it.each(['/', '/change-password', '/equipments', '/no/such/page'])(
    'answers %s with index.html, uncached and unframeable',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
    },
  );

  it('answers HEAD on an app path like GET, without a body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/change-password' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe('');
  });

  it('serves fingerprinted assets with a long cache and nosniff', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['br', 'gzip, deflate, br', zlib.brotliDecompressSync],
    ['gzip', 'gzip, deflate', zlib.gunzipSync],
  ] as const)(
    'sends the %s sibling the client accepts, varying on Accept-Encoding',
    async (encoding, accept, decode) => {
      for (const url of ['/assets/app-1234.js', '/', '/change-password']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-encoding'], url).toBe(encoding);
        expect(res.headers.vary, url).toMatch(/accept-encoding/i);
        expect(res.headers['content-type'], url).toMatch(url.startsWith('/assets') ? /javascript/ : /^text\/html/);
        expect(res.headers['cache-control'], url).toBe(
          url.startsWith('/assets') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        expect(decode(res.rawPayload).toString(), url).toMatch(
          url.startsWith('/assets') ? 'console.log(1)' : '<div id="root">',
        );
      }
    },
  );

  it('sends the file itself to a client that accepts no compression, still varying on Accept-Encoding', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body).toBe('console.log(1)');
  });

  it('answers a missing file or API path with a JSON 404, not the app', async () => {
    for (const url of ['/assets/missing.js', '/api/v1/nothing', '/api/other']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});
