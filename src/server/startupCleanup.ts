import type { Dirent } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { isAlive } from './db/pglite/lock';
import { socketDirOwner } from './db/pglite/spawn';

/** `storeImage` writes an upload as `.<uuid>.part` and renames it once complete. */
const PART_FILE = /^\..+\.part$/;
/**
 * An upload being written touches its file with every chunk: one untouched for a minute was
 * abandoned, while another server sharing the folder may still be writing a fresher one.
 */
const STALE_PART_MS = 60_000;

export interface RemovedLeftovers {
  partFiles: number;
  socketDirs: number;
}

/** Best effort: a folder that cannot be read or an entry that cannot be removed never stops a start. */
const entriesOf = (dir: string): Promise<Dirent[]> => readdir(dir, { withFileTypes: true }).catch(() => []);
const removed = (target: string): Promise<number> =>
  rm(target, { recursive: true, force: true }).then(
    () => 1,
    () => 0,
  );

async function removeStaleParts(uploadDir: string): Promise<number> {
  let count = 0;
  for (const entry of await entriesOf(uploadDir)) {
    if (!entry.isFile() || !PART_FILE.test(entry.name)) continue;
    const file = path.join(uploadDir, entry.name);
    // Gone meanwhile: its upload completed (renamed) or failed (removed).
    const modified = await stat(file).then(
      (s) => s.mtimeMs,
      () => undefined,
    );
    if (modified !== undefined && Date.now() - modified >= STALE_PART_MS) count += await removed(file);
  }
  return count;
}

async function removeDeadSocketDirs(tmpDir: string): Promise<number> {
  let count = 0;
  for (const entry of await entriesOf(tmpDir)) {
    const pid = socketDirOwner(entry.name);
    if (!entry.isDirectory() || pid === undefined) continue;
    // Before this server opens its database, a folder naming its own pid was left by an earlier
    // process that had the same pid (a restarted container reuses them).
    if (pid === process.pid || !isAlive(pid)) count += await removed(path.join(tmpDir, entry.name));
  }
  return count;
}

/**
 * What servers that were killed left behind: half-written uploads in `uploadDir` and embedded
 * database socket folders in `tmpDir`. Call before the database is opened.
 */
export async function removeLeftovers(uploadDir: string, tmpDir: string): Promise<RemovedLeftovers> {
  const [partFiles, socketDirs] = await Promise.all([removeStaleParts(uploadDir), removeDeadSocketDirs(tmpDir)]);
  return { partFiles, socketDirs };
}
