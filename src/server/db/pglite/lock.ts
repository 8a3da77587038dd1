import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export class DataDirLockedError extends Error {}

/** Whether a process with this pid exists (EPERM: it does, but belongs to another user). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const readProc = (pid: number, file: string): string | undefined => {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return undefined;
  }
};

/**
 * When the kernel started a process (field 22 of /proc/<pid>/stat): with the pid it names one
 * process, since a pid is reused once its process is gone. Undefined without /proc or that process.
 */
function startTimeOf(pid: number): string | undefined {
  const stat = readProc(pid, 'stat');
  // Field 2, the command name in parentheses, may itself hold spaces and parentheses.
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

/** Who took a lock. `startTime` is absent where there is no /proc, and in the older bare-pid format. */
const ownerSchema = z.object({ pid: z.number().int().positive(), startTime: z.string().optional() });
type LockOwner = z.infer<typeof ownerSchema>;

function parseOwner(text: string): LockOwner | undefined {
  try {
    const value: unknown = JSON.parse(text);
    const owner = ownerSchema.safeParse(typeof value === 'number' ? { pid: value } : value);
    return owner.success ? owner.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The pid still holding a lock, or undefined when the lock is stale: its process is gone, or its
 * pid now names another process (a reboot or a restarted container reuses pids).
 */
function holder(text: string): number | undefined {
  const owner = parseOwner(text);
  if (!owner || owner.pid === process.pid || !isAlive(owner.pid)) return undefined;
  if (owner.startTime === undefined) {
    // Nothing to compare: held while the pid names a node process, as the server's child would.
    return readProc(owner.pid, 'cmdline')?.includes('node') === false ? undefined : owner.pid;
  }
  const now = startTimeOf(owner.pid);
  return now === undefined || now === owner.startTime ? owner.pid : undefined;
}

/**
 * Takes an exclusive lock on a data directory (a file created with O_EXCL naming this process),
 * so a second process never opens the same PGlite files. A stale lock is taken over.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockFile = path.join(dir, 'server.lock');
  const owner: LockOwner = { pid: process.pid, startTime: startTimeOf(process.pid) };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, JSON.stringify(owner), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = holder(fs.readFileSync(lockFile, 'utf8'));
      if (pid !== undefined) {
        throw new DataDirLockedError(
          `The data directory ${dir} is in use by another process (pid ${pid}). Stop it or set DATA_DIR to another directory.`,
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dir}`);
}
