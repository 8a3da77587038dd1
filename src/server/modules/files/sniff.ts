import type { ImageType } from '../../../shared/contract/files';

/** How many leading bytes `sniffImageType` needs to tell every accepted type apart. */
export const SNIFF_BYTES = 12;

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const hasAt = (head: Uint8Array, at: number, bytes: readonly number[]) =>
  bytes.every((byte, i) => head[at + i] === byte);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');

/**
 * The image type a file's first bytes prove, or null. The file's name and declared type are
 * never consulted: a browser would trust these bytes, not the label.
 */
export function sniffImageType(head: Uint8Array): ImageType | null {
  if (hasAt(head, 0, PNG)) return 'image/png';
  if (hasAt(head, 0, JPEG)) return 'image/jpeg';
  if (hasAt(head, 0, GIF87) || hasAt(head, 0, GIF89)) return 'image/gif';
  // RIFF, a 4-byte chunk size, then the form type.
  if (hasAt(head, 0, RIFF) && hasAt(head, 8, WEBP)) return 'image/webp';
  return null;
}
