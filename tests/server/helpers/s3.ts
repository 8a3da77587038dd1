import { mkdtemp, rm, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

const BUCKET = 'uploads';
/** The account s3rver accepts. */
const KEY = 'S3RVER';

export interface S3Env {
  S3_BUCKET: string;
  S3_ENDPOINT: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID: string;
  S3_SECRET_ACCESS_KEY: string;
}

/** An S3 server in this process (s3rver) over a temporary folder, with one empty bucket. */
export interface S3Server {
  /** The S3_* variables pointing an app at it. */
  env: S3Env;
  /** Stops answering (connections are refused) until `resume`, keeping its objects. */
  pause(): Promise<void>;
  resume(): Promise<void>;
  /** Sets an object's Last-Modified, which S3 never lets a client do: s3rver reports its file's mtime. */
  backdate(key: string, when: Date): Promise<void>;
  close(): Promise<void>;
}

export async function startS3(): Promise<S3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'bo-s3-'));
  const serverOn = (port: number) =>
    new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
  let server = serverOn(0);
  // Port 0: the system picks a free one, kept when paused so the app's endpoint stays the same.
  const { port } = await server.run();
  let running = true;
  const pause = async () => {
    if (running) await server.close();
    running = false;
  };
  return {
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
    },
    pause,
    async resume() {
      if (running) return;
      server = serverOn(port);
      await server.run();
      running = true;
    },
    backdate: (key, when) => utimes(path.join(directory, BUCKET, `${key}._S3rver_object`), when, when),
    async close() {
      await pause();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
