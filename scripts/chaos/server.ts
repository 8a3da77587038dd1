import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { send } from '../bench/http';

/** The real server process, in a process group of its own so one signal reaches it and its database child. */
export interface ServerProcess {
  child: ChildProcess;
  /** SIGKILL to the whole group; resolves once no process of it is left. */
  killGroup(): Promise<void>;
  /** SIGTERM to the server, as a supervisor stops it; resolves once its group is gone. */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Starts `node --import tsx src/server/main.ts` with exactly `env`, its output appended to `logFile`. */
export function startServer(env: NodeJS.ProcessEnv, logFile: string): ServerProcess {
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env,
    detached: true,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const pgid = child.pid;
  if (pgid === undefined) throw new Error('the server did not start');
  // A killed process nobody has reaped yet still counts as the group's: give up waiting after a while.
  const groupGone = async (ms: number) => {
    const until = performance.now() + ms;
    while (groupAlive(pgid) && performance.now() < until) await sleep(10);
  };
  return {
    child,
    async killGroup() {
      if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
      await groupGone(5000);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await groupGone(15_000);
    },
  };
}

/** Polls GET /health until it answers 200; fails if the process exits or `timeoutMs` passes. */
export async function waitUntilHealthy(base: string, server: ServerProcess, timeoutMs: number): Promise<void> {
  const until = performance.now() + timeoutMs;
  while (performance.now() < until) {
    if (server.child.exitCode !== null) throw new Error(`the server exited with code ${server.child.exitCode}`);
    if ((await send({ method: 'GET', url: `${base}/health` })).status === 200) return;
    await sleep(50);
  }
  throw new Error(`the server was not healthy within ${timeoutMs} ms`);
}
