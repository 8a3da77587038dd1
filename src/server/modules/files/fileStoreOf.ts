import type { Config } from '../../config';
import { diskStore } from './diskStore';
import type { FileStore } from './fileStore';
import { s3Store } from './s3Store';

/** The S3 bucket when S3_BUCKET is set, else the upload folder. */
export const fileStoreOf = (config: Config): FileStore =>
  config.s3 ? s3Store(config.s3) : diskStore(config.uploadDir);
