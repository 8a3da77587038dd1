import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_SIDE, readImageHeader } from '../../src/server/modules/files/imageHeader';
import { withTestApp } from './helper';
import { expectApiError } from './helpers/http';
import { images, upload } from './helpers/multipart';
import { STORAGES } from './helpers/storedFiles';

const NOT_IMAGE = 'Please select a valid image file';

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));
const u16le = (n: number) => [n & 0xff, n >> 8];
const u16be = (n: number) => [n >> 8, n & 0xff];
const u32be = (n: number) => [n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const u24le = (n: number) => [n & 0xff, (n >> 8) & 0xff, n >> 16];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (width: number, height: number) =>
  bytes(PNG_SIGNATURE, u32be(13), 'IHDR', u32be(width), u32be(height), [8, 6, 0, 0, 0], u32be(0));
const gif = (width: number, height: number) => bytes('GIF89a', u16le(width), u16le(height), [0, 0, 0]);
const riff = (chunk: string, data: number[]) => bytes('RIFF', [0, 0, 0, 0], 'WEBP', chunk, [10, 0, 0, 0], data);
/** A JPEG with an APP0 segment, fill bytes and a DQT before its baseline frame header. */
const jpeg = (width: number, height: number) =>
  bytes(
    [0xff, 0xd8, 0xff, 0xe0, ...u16be(16)],
    'JFIF\0',
    Array(9).fill(0),
    [0xff, 0xff, 0xff, 0xdb, ...u16be(4), 0, 0],
    [0xff, 0xc0, ...u16be(11), 8, ...u16be(height), ...u16be(width), 1, 1, 0x11, 0],
  );

describe('readImageHeader', () => {
  it('reads the size each format declares', () => {
    expect(readImageHeader(png(640, 480))).toEqual({ type: 'image/png', width: 640, height: 480 });
    expect(readImageHeader(gif(3, 5))).toEqual({ type: 'image/gif', width: 3, height: 5 });
    expect(readImageHeader(jpeg(1024, 768))).toEqual({ type: 'image/jpeg', width: 1024, height: 768 });
    expect(readImageHeader(riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, ...u16le(300), ...u16le(200)]))).toEqual({
      type: 'image/webp',
      width: 300,
      height: 200,
    });
    expect(readImageHeader(riff('VP8X', [0, 0, 0, 0, ...u24le(99), ...u24le(49)]))).toEqual({
      type: 'image/webp',
      width: 100,
      height: 50,
    });
    expect(readImageHeader(images.webp)).toEqual({ type: 'image/webp', width: 1, height: 1 });
    expect(readImageHeader(images.jpg)).toEqual({ type: 'image/jpeg', width: 2, height: 2 });
  });

  it('wants more bytes while the header is cut short, at any length', () => {
    for (const whole of [png(1, 1), gif(1, 1), jpeg(1, 1), images.webp]) {
      const headerEnd = whole.length - 1;
      for (let length = 0; length < Math.min(headerEnd, 24); length += 1) {
        expect(readImageHeader(whole.subarray(0, length)), `${length} bytes`).toBe('more');
      }
    }
  });

  it('refuses a zero, oversized or missing size, and a frame-less JPEG', () => {
    for (const head of [
      png(0, 10),
      png(10, 0),
      png(MAX_IMAGE_SIDE + 1, 1),
      png(0x80000000, 1),
      gif(0, 1),
      jpeg(5, 0),
      riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, ...u16le(0), ...u16le(1)]),
      riff('VP8X', [0, 0, 0, 0, ...u24le(MAX_IMAGE_SIDE), ...u24le(0)]),
      riff('ALPH', Array(10).fill(0)),
      // The IHDR chunk replaced by another.
      bytes(PNG_SIGNATURE, u32be(13), 'IDAT', u32be(1), u32be(1)),
      // The scan before any frame header.
      bytes([0xff, 0xd8, 0xff, 0xda, 0, 8], Array(10).fill(0)),
    ]) {
      expect(readImageHeader(head), head.toString('hex')).toBe('invalid');
    }
    expect(readImageHeader(png(MAX_IMAGE_SIDE, MAX_IMAGE_SIDE))).toMatchObject({ width: MAX_IMAGE_SIDE });
  });
});

describe.each(STORAGES)('on %s', (storage) => {
  describe('POST /api/v1/file/upload judges the header after the signature', () => {
    const t = withTestApp({ ownUploads: true, storage, users: [] });

    it('accepts a real tiny PNG, JPEG, GIF and WebP', async () => {
      const admin = await t.signUp('ADMIN');
      for (const [name, data] of Object.entries(images)) {
        const res = await upload(t.app, admin.headers, { data, filename: `photo.${name}` });
        expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
        expect(res.json<{ url: string }>().url).toMatch(new RegExp(`\\.${name}$`));
      }
    });

    it('refuses a PNG signature alone, a cut-short IHDR and a zero-sized image, storing nothing', async () => {
      const admin = await t.signUp('ADMIN');
      const before = await t.stored.names();
      for (const data of [
        Buffer.from(PNG_SIGNATURE),
        png(1, 1).subarray(0, 20),
        png(0, 0),
        Buffer.concat([png(1, 0), Buffer.alloc(4096)]),
        gif(1, 1).subarray(0, 8),
        // Cut inside the frame header (at 89, after APP0 and DQT).
        images.jpg.subarray(0, 95),
      ]) {
        expectApiError(await upload(t.app, admin.headers, { data }), 415, NOT_IMAGE);
      }
      expect(await t.stored.names()).toEqual(before);
    });
  });
});
