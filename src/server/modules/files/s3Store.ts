import { Readable, Writable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import { STORED_FILE_NAME } from '../../../shared/contract/common';
import type { S3Config } from '../../config';
import { StorageUnavailableError } from '../../errors';
import type { FileStore, StoredFile } from './fileStore';

/** A storage that does not answer costs a request these, not a hung connection. */
const CONNECT_TIMEOUT_MS = 3000;
const IDLE_TIMEOUT_MS = 15_000;

const unavailable = (error: unknown): never => {
  throw new StorageUnavailableError(error);
};

/** Uploads as objects of an S3 bucket (S3_BUCKET), keyed by their stored names. */
export function s3Store(config: S3Config): FileStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 requires them: several S3-compatible services refuse the SDK's
    // default CRC32 headers, and the bytes are checked by us before they are put.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: IDLE_TIMEOUT_MS },
  });
  const Bucket = config.bucket;

  async function read(fileName: string): Promise<StoredFile | null> {
    const object = await client
      .send(new GetObjectCommand({ Bucket, Key: fileName }))
      .catch((error: unknown) => (error instanceof NoSuchKey ? null : unavailable(error)));
    if (!object) return null;
    const { Body, ContentLength } = object;
    if (!(Body instanceof Readable) || ContentLength === undefined) {
      if (Body instanceof Readable) Body.destroy();
      return unavailable(new Error('GetObject answered no body or no length'));
    }
    return { size: ContentLength, stream: Body };
  }

  async function storedBefore(olderThan: Date): Promise<string[]> {
    const names: string[] = [];
    try {
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const { Key, LastModified } of page.Contents ?? []) {
          if (Key && STORED_FILE_NAME.test(Key) && LastModified && LastModified < olderThan) names.push(Key);
        }
      }
    } catch (error) {
      unavailable(error);
    }
    return names;
  }

  return {
    async stage() {
      // Kept in memory (at most the 5 MiB an upload may have) and put whole once checked: an
      // object is never part of an upload, and a refused one never reaches the bucket.
      const chunks: Buffer[] = [];
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
      });
      return {
        sink,
        async publish(fileName, contentType) {
          const Body = Buffer.concat(chunks);
          await client
            .send(new PutObjectCommand({ Bucket, Key: fileName, Body, ContentType: contentType }))
            .catch(unavailable);
        },
        async discard() {
          chunks.length = 0;
        },
      };
    },
    read,
    async remove(fileName) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: fileName })).catch(unavailable);
    },
    storedBefore,
    // A put is whole or nothing: no killed server leaves part of an upload in the bucket.
    removeLeftovers: async () => 0,
    close: () => client.destroy(),
  };
}
