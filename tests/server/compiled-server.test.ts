import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './helpers/freePort';

/**
 * The production path: the server as `npm run build` compiles it, run by plain `node` (no tsx, no
 * TypeScript), on a fresh data directory and again on the one it left.
 */
const hasProc = fs.existsSync('/proc/self/cmdline');
let dir: string;
let build: string;

beforeAll(async () => {
  // Inside the repository, so the bundle finds node_modules as dist/server does.
  fs.mkdirSync('tests/.tmp', { recursive: true });
  dir = path.resolve(fs.mkdtempSync(path.join('tests/.tmp', 'compiled-')));
  build = path.join(dir, 'server');
  await promisify(execFile)(process.execPath, ['scripts/build/server.mjs', '--outdir', build]);
}, 60_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

interface Running {
  child: ChildProcess;
  base: string;
  output: () => string;
}

async function start(): Promise<Running> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: path.join(dir, 'data'),
    ADMIN_DIST: path.join(dir, 'no-admin'),
    LOG_LEVEL: 'warn',
  };
  const child = spawn(process.execPath, [path.join(build, 'main.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  const base = `http://127.0.0.1:${port}/api/v1`;
  await expect
    .poll(
      () =>
        fetch(`${base}/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000, interval: 200 },
    )
    .toBe(200);
  return { child, base, output: () => text };
}

async function stop({ child }: Running): Promise<number | null> {
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const [code] = await exited;
  return code as number | null;
}

const childrenOf = (pid: number): string[] =>
  fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1] === String(pid);
      } catch {
        return false;
      }
    })
    .map((entry) => fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' '));

const signIn = (base: string) =>
  fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'admin123' }),
  });

describe('the compiled server', () => {
  it('starts with plain node on a fresh data directory, seeds it, and serves sign-in', async () => {
    const server = await start();
    try {
      expect(server.output()).toContain('Demo data:    created now');
      expect((await signIn(server.base)).status).toBe(200);
      if (hasProc && server.child.pid) {
        // The embedded database runs its compiled child, without a TypeScript loader.
        const [database, ...others] = childrenOf(server.child.pid);
        expect(others).toEqual([]);
        expect(database).toContain(path.join(build, 'pglite-child.js'));
        expect(database).not.toContain('tsx');
      }
    } finally {
      expect(await stop(server)).toBe(0);
    }
  }, 90_000);

  it('starts again on the data directory it left, with the data there', async () => {
    const server = await start();
    try {
      expect(server.output()).toContain('Demo data:    present');
      expect((await signIn(server.base)).status).toBe(200);
    } finally {
      expect(await stop(server)).toBe(0);
    }
  }, 90_000);
});
