import type { Config } from '../../config';
import { diskStore } from './diskStore';
import type { FileStore } from './fileStore';

/**
 * The S3 bucket when S3_BUCKET is set, else the upload folder. The S3 client is loaded only then:
 * it holds ~22 MB that a server storing on disk never needs (measured).
 */
export const fileStoreOf = async (config: Config): Promise<FileStore> =>
  config.s3 ? (await import('./s3Store')).s3Store(config.s3) : diskStore(config.uploadDir);
