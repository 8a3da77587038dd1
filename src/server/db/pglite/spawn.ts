import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChildMessage, ParentMessage } from './child';
import { DataDirLockedError } from './lock';

export interface PgliteProcess {
  /** Directory holding the unix socket; pg connects with `host` set to it. */
  socketDir: string;
  stop(): Promise<void>;
}

/** The compiled server (dist/server, one bundle) runs its bundled child with plain node; the sources run theirs through tsx. */
const compiled = import.meta.url.endsWith('.js');
const childPath = fileURLToPath(new URL(compiled ? './pglite-child.js' : './child.ts', import.meta.url));
const childExecArgv = compiled ? ['--max-semi-space-size=1'] : ['--import', 'tsx'];
/** The build's migrated template a new data directory starts from (scripts/build/server.mjs). */
const templateFile = fileURLToPath(new URL('./pgdata-template.tar.gz', import.meta.url));

/**
 * Socket folders are named after the server that made them (`pglite-<pid>-XXXXXX` in the temp
 * dir), so the folders of servers that died without removing theirs can be told apart.
 */
const SOCKET_DIR_NAME = /^pglite-(\d+)-/;

/** The pid of the server a temp-dir entry is the socket folder of, if it is one. */
export function socketDirOwner(name: string): number | undefined {
  const pid = SOCKET_DIR_NAME.exec(name)?.[1];
  return pid === undefined ? undefined : Number(pid);
}

/**
 * Starts the embedded database in a child process and waits until it accepts connections.
 * `onCrash` hears how the child died ("signal SIGKILL", "exit code 1") when it dies on its own
 * later (not through `stop`).
 */
export async function spawnPglite(
  dataDir: string,
  onCrash: (how: string) => void = () => undefined,
): Promise<PgliteProcess> {
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), `pglite-${process.pid}-`));
  const socketPath = path.join(socketDir, '.s.PGSQL.5432');
  const template = compiled && fs.existsSync(templateFile) ? [templateFile] : [];
  const child = fork(childPath, [dataDir, socketPath, ...template], {
    execArgv: childExecArgv,
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
  child.once('exit', (code, signal) => {
    if (stopping) return;
    fs.rmSync(socketDir, { recursive: true, force: true });
    onCrash(signal ? `signal ${signal}` : `exit code ${code}`);
  });
  return {
    socketDir,
    stop: async () => {
      stopping = true;
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        // A closed channel already tells the child to stop.
        if (child.connected) child.send({ type: 'stop' } satisfies ParentMessage);
        await exited;
      }
      fs.rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
