import type { Dirent } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { isAlive } from './db/pglite/lock';
import { socketDirOwner } from './db/pglite/spawn';
import type { FileStore } from './modules/files/fileStore';

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
 * What servers that were killed left behind: half-written uploads in the file storage and
 * embedded database socket folders in `tmpDir`. Call before the database is opened.
 */
export async function removeLeftovers(
  files: Pick<FileStore, 'removeLeftovers'>,
  tmpDir: string,
): Promise<RemovedLeftovers> {
  const [partFiles, socketDirs] = await Promise.all([files.removeLeftovers(), removeDeadSocketDirs(tmpDir)]);
  return { partFiles, socketDirs };
}
