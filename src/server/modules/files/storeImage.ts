import { randomUUID } from 'node:crypto';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { IMAGE_TYPES, type ImageType } from '../../../shared/contract/files';
import { messages } from '../../../shared/messages';
import { badRequest, HttpError } from '../../errors';
import type { FileStore } from './fileStore';
import { readImageHeader } from './imageHeader';

export interface StoredImage {
  fileName: string;
  contentType: ImageType;
  sizeBytes: number;
}

const notImage = () => new HttpError(415, messages.image.notImage);
const tooLarge = () => new HttpError(413, messages.image.tooLarge);

/**
 * The parser's own errors ("Boundary not found", a part cut short) carry no status: a form that
 * cannot be read is the request's fault (400). Errors that already have a status pass unchanged.
 */
export const unreadableUpload = (error: unknown): unknown =>
  typeof (error as { statusCode?: unknown } | null)?.statusCode === 'number'
    ? error
    : badRequest(messages.image.fileRequired);

/** The upload's bytes; a failure to read them (not one of writing them) becomes `unreadableUpload`. */
async function* readUpload(file: MultipartFile['file']): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of file) yield chunk as Buffer;
  } catch (error) {
    throw unreadableUpload(error);
  }
}

/**
 * Passes the bytes through once the first ones prove an accepted image with a sane size (415
 * otherwise, as soon as they disprove it, before the rest is read), and counts them. A JPEG's
 * size may follow large metadata segments, so the head is kept until it decides.
 */
function imageCheck() {
  let head = Buffer.alloc(0);
  const result: { type: ImageType | null; size: number } = { type: null, size: 0 };
  /** null: pass the head on; undefined: wait for more bytes. */
  const decide = (ended: boolean): HttpError | null | undefined => {
    const reading = readImageHeader(head);
    if (reading === 'more' && !ended) return undefined;
    if (typeof reading === 'string') return notImage();
    result.type = reading.type;
    return null;
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      result.size += chunk.length;
      if (result.type) return done(null, chunk);
      head = Buffer.concat([head, chunk]);
      const error = decide(false);
      if (error === undefined) return done();
      done(error, error ? undefined : head);
    },
    flush(done) {
      if (result.type) return done();
      const error = decide(true);
      done(error, error ? undefined : head);
    },
  });
  return { stream, result };
}

/**
 * Stores an uploaded file under a random name whose extension comes from its bytes. The bytes
 * are staged where nothing serves them and published only once whole and checked; on any
 * failure nothing is left behind.
 */
export async function storeImage(store: FileStore, file: MultipartFile['file']): Promise<StoredImage> {
  const check = imageCheck();
  const staged = await store.stage();
  try {
    await pipeline(readUpload(file), check.stream, staged.sink);
    // The parser stops at the limit and marks the stream; the file is then incomplete.
    if (file.truncated) throw tooLarge();
    const { type, size } = check.result;
    if (!type) throw notImage();
    const fileName = `${randomUUID()}.${IMAGE_TYPES[type]}`;
    await staged.publish(fileName, type);
    return { fileName, contentType: type, sizeBytes: size };
  } catch (error) {
    await staged.discard();
    throw error;
  }
}
