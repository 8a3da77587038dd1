import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../..', import.meta.url));

/** How a process ended: its exit code, or the signal that ended it. */
export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface Instance {
  /** Resolves once the process has exited. */
  exited: Promise<Exit>;
  kill(signal: NodeJS.Signals): void;
  /** What it printed, for a failure's message. */
  output(): string;
}

/** Where the cluster's global setup (build.ts) compiles the server, as `npm run build` does. */
export const CLUSTER_BUILD = 'tests/.tmp/cluster-server';

/**
 * Starts one server process on `port` with `env` (and nothing of this process's environment but
 * PATH). The one place that says how the server is run: compiled, by plain node, as in production.
 */
export function spawnInstance(port: number, env: Record<string, string>): Instance {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--max-semi-space-size=2', '--max-old-space-size=1024', `${CLUSTER_BUILD}/main.js`],
    {
      cwd: repo,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH, ...env, PORT: String(port), HOST: '127.0.0.1' },
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = once(child, 'exit').then(([code, signal]): Exit => ({ code, signal }));
  return {
    exited,
    kill: (signal) => child.kill(signal),
    output: () => output,
  };
}
