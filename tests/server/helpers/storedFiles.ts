import { access, mkdir, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  HeadObjectCommand,
  NotFound,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Server } from './s3';

/** The storages every upload behaviour is tested on. */
export const STORAGES = ['disk', 's3'] as const;
export type Storage = (typeof STORAGES)[number];

/**
 * What a storage holds, seen from outside the app (the folder itself, or S3 calls of a client of
 * its own), so a test sees what the app really stored.
 */
export interface StoredFiles {
  /** Every name there, sorted: temporary parts, folders and stray files included. */
  names(): Promise<string[]>;
  has(name: string): Promise<boolean>;
  size(name: string): Promise<number | undefined>;
  /** Writes a file as an upload or a stray would be, last changed at `modified` (now by default). */
  put(name: string, bytes: Buffer | string, modified?: Date): Promise<void>;
  delete(name: string): Promise<void>;
  /** Something of this name that is not a file: a folder, or on S3 a key prefix. */
  putFolder(name: string): Promise<void>;
  /** Makes removing this stored file fail until the answered function puts things back. */
  blockRemoval(name: string): Promise<() => Promise<void>>;
}

export function diskFiles(dir: string): StoredFiles {
  const at = (name: string) => path.join(dir, name);
  const put = async (name: string, bytes: Buffer | string, modified?: Date) => {
    await mkdir(dir, { recursive: true });
    await writeFile(at(name), bytes);
    if (modified) await utimes(at(name), modified, modified);
  };
  return {
    names: async () => (await readdir(dir).catch(() => [])).sort(),
    has: (name) =>
      access(at(name)).then(
        () => true,
        () => false,
      ),
    size: (name) => stat(at(name)).then((s) => s.size),
    put,
    delete: (name) => rm(at(name)),
    putFolder: (name) => mkdir(at(name), { recursive: true }).then(() => undefined),
    async blockRemoval(name) {
      // A folder that is not empty in the file's place: removing it as a file fails.
      const bytes = await readFile(at(name));
      await rm(at(name));
      await mkdir(at(name));
      await writeFile(path.join(at(name), 'inside'), 'x');
      return async () => {
        await rm(at(name), { recursive: true });
        await put(name, bytes);
      };
    },
  };
}

export function s3Files(server: S3Server): StoredFiles {
  const { env } = server;
  const client = new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
  });
  const Bucket = env.S3_BUCKET;
  const head = (name: string) =>
    client.send(new HeadObjectCommand({ Bucket, Key: name })).catch((error: unknown) => {
      if (error instanceof NotFound) return undefined;
      throw error;
    });
  const put = async (name: string, bytes: Buffer | string, modified?: Date) => {
    await client.send(new PutObjectCommand({ Bucket, Key: name, Body: bytes }));
    if (modified) await server.backdate(name, modified);
  };
  return {
    async names() {
      const names: string[] = [];
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const { Key } of page.Contents ?? []) if (Key) names.push(Key);
      }
      return names.sort();
    },
    has: async (name) => (await head(name)) !== undefined,
    size: async (name) => (await head(name))?.ContentLength,
    put,
    delete: (name) => client.send(new DeleteObjectCommand({ Bucket, Key: name })).then(() => undefined),
    putFolder: (name) => put(`${name}/inside`, 'x'),
    async blockRemoval() {
      // S3 has no object a delete refuses: the whole server stops answering meanwhile.
      await server.pause();
      return () => server.resume();
    },
  };
}
