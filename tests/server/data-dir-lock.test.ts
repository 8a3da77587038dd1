import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../src/server/db/pglite/lock';
import { spawnPglite } from '../../src/server/db/pglite/spawn';

const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-lock-'));
  dirs.push(d);
  return d;
};
const children: ChildProcess[] = [];
/** A process that stays alive until the test ends. */
const live = (command: string, args: string[]): number => {
  const child = spawn(command, args, { stdio: 'ignore' });
  children.push(child);
  if (child.pid === undefined) throw new Error(`${command} did not start`);
  return child.pid;
};
const idleNode = () => live(process.execPath, ['-e', 'setInterval(() => undefined, 1000)']);
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const lockFile = (dir: string) => path.join(dir, 'server.lock');
const hasProc = fs.existsSync('/proc/self/stat');

describe('data directory lock', () => {
  it('refuses a directory another live process holds', async () => {
    const dir = tempDir();
    const holder = live(process.execPath, [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `import { lockDataDir } from './src/server/db/pglite/lock.ts'; lockDataDir(${JSON.stringify(dir)}); setInterval(() => undefined, 1000);`,
    ]);
    await expect
      .poll(() => fs.existsSync(lockFile(dir)) && fs.readFileSync(lockFile(dir), 'utf8'), { timeout: 10_000 })
      .toContain(`"pid":${holder}`);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`in use by another process (pid ${holder})`);
  });

  it('takes over a lock left by a dead process, and releases it', () => {
    const dir = tempDir();
    fs.writeFileSync(lockFile(dir), JSON.stringify({ pid: 2147483646, startTime: '1' }));
    const release = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(lockFile(dir), 'utf8'))).toMatchObject({ pid: process.pid });
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });

  it.runIf(hasProc)('takes over a lock whose pid now names another, live process (its start time differs)', () => {
    const dir = tempDir();
    fs.writeFileSync(lockFile(dir), JSON.stringify({ pid: idleNode(), startTime: '1' }));
    lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(lockFile(dir), 'utf8'))).toMatchObject({ pid: process.pid });
  });

  it.runIf(hasProc)('a bare pid (the older format) holds the lock only while it names a live node process', () => {
    const held = tempDir();
    fs.writeFileSync(lockFile(held), String(idleNode()));
    expect(() => lockDataDir(held)).toThrow(DataDirLockedError);

    const unrelated = tempDir();
    fs.writeFileSync(lockFile(unrelated), String(live('sleep', ['30'])));
    lockDataDir(unrelated);
    expect(JSON.parse(fs.readFileSync(lockFile(unrelated), 'utf8'))).toMatchObject({ pid: process.pid });
  });
});

describe('embedded database process', () => {
  it('a second process cannot open a data directory that is in use', async () => {
    const dir = tempDir();
    const first = await spawnPglite(dir);
    try {
      await expect(spawnPglite(dir)).rejects.toThrow(/in use by another process/);
    } finally {
      await first.stop();
    }
    // Once the first has stopped, the directory can be opened again.
    const again = await spawnPglite(dir);
    await again.stop();
  });
});
