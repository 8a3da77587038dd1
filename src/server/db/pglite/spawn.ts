import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChildMessage } from './child';
import { DataDirLockedError } from './lock';

export interface PgliteProcess {
  /** Directory holding the unix socket; pg connects with `host` set to it. */
  socketDir: string;
  stop(): Promise<void>;
}

const childPath = fileURLToPath(new URL('./child.ts', import.meta.url));

/**
 * Starts the embedded database in a child process and waits until it accepts connections.
 * `onCrash` hears of the child dying on its own later (not through `stop`).
 */
export async function spawnPglite(dataDir: string, onCrash: (code: number | null) => void = () => undefined): Promise<PgliteProcess> {
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-'));
  const socketPath = path.join(socketDir, '.s.PGSQL.5432');
  const child = fork(childPath, [dataDir, socketPath], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      child.once('message', (m: ChildMessage) => {
        if (m.type === 'ready') return resolve();
        reject(m.locked ? new DataDirLockedError(m.message) : new Error(m.message));
      });
      child.once('exit', (code) => reject(new Error(`The embedded database process exited (code ${code})`)));
    });
  } catch (err) {
    fs.rmSync(socketDir, { recursive: true, force: true });
    throw err;
  }
  let stopping = false;
  child.once('exit', (code) => {
    if (!stopping) onCrash(code);
  });
  return {
    socketDir,
    stop: async () => {
      stopping = true;
      if (child.exitCode === null) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        });
      }
      fs.rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
