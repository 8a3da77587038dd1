import type { ImageType } from '../../../shared/contract/files';
import { SNIFF_BYTES, sniffImageType } from './sniff';

/**
 * The largest width or height accepted: a few bytes can claim a canvas of billions of pixels
 * that a browser would try to allocate. WebP's own limit is 16383; 16384 is the common canvas limit.
 */
export const MAX_IMAGE_SIDE = 16384;

export interface ImageHeader {
  type: ImageType;
  width: number;
  height: number;
}

/** A header read from the first bytes: complete, refused, or needing more bytes to decide. */
export type HeaderReading = ImageHeader | 'invalid' | 'more';

/** What a format's reader answers: the size it declares, or why it cannot yet. */
type Size = { width: number; height: number } | 'invalid' | 'more';

const ascii = (head: Uint8Array, at: number, length: number) => String.fromCharCode(...head.subarray(at, at + length));
const u16be = (head: Uint8Array, at: number) => ((head[at] ?? 0) << 8) | (head[at + 1] ?? 0);
const u16le = (head: Uint8Array, at: number) => (head[at] ?? 0) | ((head[at + 1] ?? 0) << 8);
const u24le = (head: Uint8Array, at: number) => u16le(head, at) | ((head[at + 2] ?? 0) << 16);
const u32be = (head: Uint8Array, at: number) => u16be(head, at) * 0x10000 + u16be(head, at + 2);
const u32le = (head: Uint8Array, at: number) => u16le(head, at) + u16le(head, at + 2) * 0x10000;

/** PNG: the signature, then the IHDR chunk (length 13) whose data starts with width and height. */
function pngSize(head: Uint8Array): Size {
  if (head.length < 24) return 'more';
  if (u32be(head, 8) !== 13 || ascii(head, 12, 4) !== 'IHDR') return 'invalid';
  return { width: u32be(head, 16), height: u32be(head, 20) };
}

/** JPEG markers that start a frame (SOF0–SOF15 but DHT C4, JPG C8 and DAC CC): they carry the size. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: segments from after SOI up to the first start of frame (which follows any APPn, DQT, DHT ...). */
function jpegSize(head: Uint8Array): Size {
  let at = 2;
  for (;;) {
    if (at + 4 > head.length) return 'more';
    if (head[at] !== 0xff) return 'invalid';
    const marker = head[at + 1] ?? 0;
    // Fill bytes: a marker may be preceded by any number of 0xFF.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // Markers without a length: TEM and RST0–7.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    // The scan or the end before any frame: there is no image.
    if (marker === 0xda || marker === 0xd9 || marker === 0xd8) return 'invalid';
    const length = u16be(head, at + 2);
    if (length < 2) return 'invalid';
    if (isStartOfFrame(marker)) {
      // Length, precision, then height and width.
      if (length < 8) return 'invalid';
      if (at + 9 > head.length) return 'more';
      return { width: u16be(head, at + 7), height: u16be(head, at + 5) };
    }
    at += 2 + length;
  }
}

/** GIF: the logical screen's width and height follow the 6-byte signature. */
function gifSize(head: Uint8Array): Size {
  if (head.length < 10) return 'more';
  return { width: u16le(head, 6), height: u16le(head, 8) };
}

/** WebP: the first chunk after "RIFF<size>WEBP" is lossy (VP8), lossless (VP8L) or extended (VP8X). */
function webpSize(head: Uint8Array): Size {
  if (head.length < 30) return 'more';
  switch (ascii(head, 12, 4)) {
    case 'VP8 ':
      // A key frame's start code, then 14-bit width and height (the top 2 bits are scaling).
      if (head[23] !== 0x9d || head[24] !== 0x01 || head[25] !== 0x2a) return 'invalid';
      return { width: u16le(head, 26) & 0x3fff, height: u16le(head, 28) & 0x3fff };
    case 'VP8L': {
      if (head[20] !== 0x2f) return 'invalid';
      const bits = u32le(head, 21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    case 'VP8X':
      return { width: u24le(head, 24) + 1, height: u24le(head, 27) + 1 };
    default:
      return 'invalid';
  }
}

const SIZE_OF: Record<ImageType, (head: Uint8Array) => Size> = {
  'image/png': pngSize,
  'image/jpeg': jpegSize,
  'image/gif': gifSize,
  'image/webp': webpSize,
};

const sane = (side: number) => Number.isInteger(side) && side >= 1 && side <= MAX_IMAGE_SIDE;

/**
 * The type and size a file's first bytes declare. A signature alone is not an image: the header
 * after it must be there and declare a width and height from 1 to MAX_IMAGE_SIDE. 'more' until
 * the bytes so far decide; at the end of the file, 'more' means the header was cut short.
 */
export function readImageHeader(head: Uint8Array): HeaderReading {
  if (head.length < SNIFF_BYTES) return 'more';
  const type = sniffImageType(head);
  if (!type) return 'invalid';
  const size = SIZE_OF[type](head);
  if (typeof size === 'string') return size;
  return sane(size.width) && sane(size.height) ? { type, ...size } : 'invalid';
}
