import { randomUUID } from 'node:crypto';
import { createWriteStream, type Dirent } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { STORED_FILE_NAME } from '../../../shared/contract/common';
import type { FileStore, StoredFile } from './fileStore';

/** An upload is written as `.<uuid>.part` and renamed once complete, so a half file is never served. */
const PART_FILE = /^\..+\.part$/;
/**
 * An upload being written touches its file with every chunk: one untouched for a minute was
 * abandoned, while another server sharing the folder may still be writing a fresher one.
 */
const STALE_PART_MS = 60_000;

/** The folder's entries; none while it does not exist yet. */
const entriesOf = (dir: string): Promise<Dirent[]> =>
  readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });

/** When a file was last changed; undefined when it is gone meanwhile (completed, released, deleted). */
const modifiedAt = (file: string): Promise<number | undefined> =>
  stat(file).then(
    (s) => s.mtimeMs,
    () => undefined,
  );

/** Files whose names pass `test`, last changed before `time`. */
async function filesBefore(dir: string, test: RegExp, time: number): Promise<string[]> {
  const names: string[] = [];
  for (const entry of await entriesOf(dir)) {
    if (!entry.isFile() || !test.test(entry.name)) continue;
    const modified = await modifiedAt(path.join(dir, entry.name));
    if (modified !== undefined && modified < time) names.push(entry.name);
  }
  return names;
}

/** Uploads as files in `uploadDir` (UPLOAD_DIR). */
export function diskStore(uploadDir: string): FileStore {
  const pathOf = (fileName: string) => path.join(uploadDir, fileName);

  async function read(fileName: string): Promise<StoredFile | null> {
    // Opened before answering, so a file deleted meanwhile is a 404, not a broken stream.
    const file = await open(pathOf(fileName)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (!file) return null;
    const stats = await file.stat().catch(async (error: unknown) => {
      await file.close();
      throw error;
    });
    if (!stats.isFile()) {
      await file.close();
      return null;
    }
    return { size: stats.size, stream: file.createReadStream() };
  }

  return {
    async stage() {
      await mkdir(uploadDir, { recursive: true });
      const temp = pathOf(`.${randomUUID()}.part`);
      const sink = createWriteStream(temp, { flags: 'wx' });
      // A body that fails at once fails the pipeline before the file is even open, and the file
      // is created after that: discarding waits for the stream to have closed (listened for from the start).
      const closed = new Promise<void>((resolve) => sink.once('close', () => resolve()));
      return {
        sink,
        publish: (fileName) => rename(temp, pathOf(fileName)),
        async discard() {
          await closed;
          await rm(temp, { force: true });
        },
      };
    },
    read,
    remove: (fileName) => rm(pathOf(fileName), { force: true }),
    storedBefore: (olderThan) => filesBefore(uploadDir, STORED_FILE_NAME, olderThan.getTime()),
    async removeLeftovers() {
      // Best effort: a folder that cannot be read or a part that cannot be removed never stops a start.
      const stale = await filesBefore(uploadDir, PART_FILE, Date.now() - STALE_PART_MS).catch(() => []);
      const removed = await Promise.all(
        stale.map((name) =>
          rm(pathOf(name), { force: true }).then(
            () => 1,
            () => 0,
          ),
        ),
      );
      return removed.reduce((sum: number, one) => sum + one, 0);
    },
    close() {},
  };
}
