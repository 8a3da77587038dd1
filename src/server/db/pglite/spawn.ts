import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChildMessage } from './child';

export interface PgliteProcess {
  /** Directory holding the unix socket; pg connects with `host` set to it. */
  socketDir: string;
  stop(): Promise<void>;
}

const childPath = fileURLToPath(new URL('./child.ts', import.meta.url));

/** Starts the embedded database in a child process and waits until it accepts connections. */
export async function spawnPglite(dataDir: string): Promise<PgliteProcess> {
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-'));
  const socketPath = path.join(socketDir, '.s.PGSQL.5432');
  const child = fork(childPath, [dataDir, socketPath], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', (m: ChildMessage) => (m.type === 'ready' ? resolve() : reject(new Error(m.message))));
    child.once('exit', (code) => reject(new Error(`The embedded database process exited (code ${code})`)));
  });
  return {
    socketDir,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => {
          fs.rmSync(socketDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
