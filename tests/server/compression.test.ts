import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_FILE } from '../../scripts/precompress';
import { categories } from '../../src/server/db/schema';
import { buildTestApp, type TestKit } from './helper';
import { type AdminBuild, adminBuild } from './helpers/adminBuild';
import { images, upload } from './helpers/multipart';

let build: AdminBuild;
let t: TestKit<'admin'>;
let imageUrl: string;

// The first run after a change of the app builds it (~10 s, slower on a busy machine).
beforeAll(async () => {
  build = await adminBuild();
  t = await buildTestApp({ env: { ADMIN_DIST: build.dir }, users: ['admin'] });
  // A list well over 1 KiB.
  await t.database.db.insert(categories).values(
    Array.from({ length: 30 }, (_, i) => ({
      name: `Category ${i}`,
      description: `Materials of kind ${i} for the site`,
    })),
  );
  // A PNG by its signature, padded past the threshold: compressible bytes the server must leave alone.
  const res = await upload(t.app, t.admin.headers, { data: Buffer.concat([images.png, Buffer.alloc(8192)]) });
  imageUrl = res.json<{ url: string }>().url;
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const decoders = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync } as const;
const ENCODINGS = Object.keys(decoders) as (keyof typeof decoders)[];
const acceptOnly = (encoding: string) => ({ 'accept-encoding': encoding });

const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => fs.statSync(path.join(dir, name)).isFile());

function expectSecurityHeaders(res: LightMyRequestResponse) {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
}

describe('the build', () => {
  it('writes a .br and a .gz beside every text file, decoding to it, smaller from 1 KiB on', () => {
    const textFiles = filesUnder(build.dir).filter((name) => TEXT_FILE.test(name));
    expect(textFiles.filter((name) => name.endsWith('.js')).length).toBeGreaterThan(10);
    for (const name of textFiles) {
      const data = fs.readFileSync(path.join(build.dir, name));
      for (const [extension, decode] of [
        ['.br', zlib.brotliDecompressSync],
        ['.gz', zlib.gunzipSync],
      ] as const) {
        const encoded = fs.readFileSync(path.join(build.dir, name + extension));
        expect(decode(encoded).equals(data), name + extension).toBe(true);
        if (data.length >= 1024) expect(encoded.length, name + extension).toBeLessThan(data.length);
      }
    }
  });
});

describe('serving the built app', () => {
  const entry = () => `/${build.manifest['index.html']?.file}`;

  const siblingOf = { br: '.br', gzip: '.gz' } as const;

  it.each(ENCODINGS)(
    'sends every first-load file and the page as their %s sibling, varying on Accept-Encoding',
    async (encoding) => {
      const html = fs.readFileSync(path.join(build.dir, 'index.html'), 'utf8');
      const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map(([, url]) => url ?? '');
      expect(assets).toContain(entry());
      for (const url of [...assets, '/login', '/']) {
        const res = await t.app.inject({ method: 'GET', url, headers: acceptOnly(encoding) });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-encoding'], url).toBe(encoding);
        expect(res.headers.vary, url).toMatch(/accept-encoding/i);
        // The build's file itself, not compressed again per request.
        const file = path.join(build.dir, url.startsWith('/assets/') ? url : 'index.html');
        expect(res.rawPayload.equals(fs.readFileSync(file + siblingOf[encoding])), url).toBe(true);
        expect(decoders[encoding](res.rawPayload).equals(fs.readFileSync(file)), url).toBe(true);
        expectSecurityHeaders(res);
      }
    },
  );

  it('prefers brotli when the client takes both, as browsers do', async () => {
    const res = await t.app.inject({ method: 'GET', url: entry(), headers: acceptOnly('gzip, deflate, br, zstd') });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('API responses', () => {
  it.each(ENCODINGS)('compresses a JSON list over 1 KiB as %s, varying on Accept-Encoding', async (encoding) => {
    const plain = await t.admin.get('/api/v1/categories');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/categories',
      headers: { ...t.admin.headers, ...acceptOnly(encoding) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(decoders[encoding](res.rawPayload).toString())).toEqual(plain.json());
    expectSecurityHeaders(res);
  });

  it('leaves small answers alone: /health, errors', async () => {
    for (const url of ['/api/v1/health', '/api/v1/no-such-call']) {
      const res = await t.app.inject({ method: 'GET', url, headers: acceptOnly('br, gzip') });
      expect(res.headers['content-encoding'], url).toBeUndefined();
      expect(res.json(), url).toBeTypeOf('object');
    }
  });

  it('never recompresses a stored image, whatever its size', async () => {
    const res = await t.app.inject({ method: 'GET', url: imageUrl, headers: acceptOnly('br, gzip') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBeGreaterThan(8192);
  });

  it('answers a client that accepts no compression in full', async () => {
    const res = await t.admin.get('/api/v1/categories');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json<{ data: unknown[] }>().data).toHaveLength(30);
  });
});
