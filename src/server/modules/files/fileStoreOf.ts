import type { Config } from '../../config';
import { diskStore } from './diskStore';
import type { FileStore } from './fileStore';

/** The upload folder. */
export const fileStoreOf = (config: Config): FileStore => diskStore(config.uploadDir);
