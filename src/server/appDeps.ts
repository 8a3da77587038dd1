import type { FastifyBaseLogger } from 'fastify';
import type { SessionCheck } from './auth/sessionCheck';
import type { TokenSigner } from './auth/tokens';
import type { Config } from './config';
import type { Db } from './db/client';
import type { FileStore } from './modules/files/fileStore';

/** What every route and service reaches through `app.deps`. */
export interface AppDeps {
  config: Config;
  db: Db;
  /** Where uploaded images are kept: UPLOAD_DIR or an S3 bucket. */
  files: FileStore;
  signer: TokenSigner;
  /** Whether an access token's account and session still stand (checked on every call). */
  sessions: SessionCheck;
  /** For work that outlives its request's answer (releasing an image after a commit). */
  log: FastifyBaseLogger;
}
