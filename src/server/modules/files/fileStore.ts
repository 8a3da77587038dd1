import type { Readable, Writable } from 'node:stream';
import type { ImageType } from '../../../shared/contract/files';

/** An upload's bytes being written where nothing serves them, until published under a name. */
export interface StagedFile {
  sink: Writable;
  /** Makes the complete bytes the stored file of this name. */
  publish(fileName: string, contentType: ImageType): Promise<void>;
  /** Drops the bytes after a refusal or a failure, leaving nothing behind. */
  discard(): Promise<void>;
}

/** A stored file opened for reading. */
export interface StoredFile {
  size: number;
  stream: Readable;
}

/**
 * Where uploaded images are kept: a folder (the default) or an S3 bucket, chosen at start
 * (`fileStoreOf`). Names are STORED_FILE_NAMEs, checked by the callers, so none has a path part.
 * A storage that does not answer throws StorageUnavailableError.
 */
export interface FileStore {
  stage(): Promise<StagedFile>;
  /** The stored file of this name, or null when there is none. */
  read(fileName: string): Promise<StoredFile | null>;
  /** Removes a stored file; one already gone is not an error. */
  remove(fileName: string): Promise<void>;
  /** The names of the stored images last changed before `olderThan`. */
  storedBefore(olderThan: Date): Promise<string[]>;
  /** Removes what killed servers left half-written and answers how many; never throws. */
  removeLeftovers(): Promise<number>;
  /** Lets go of connections; the app calls it as it closes. */
  close(): void;
}
