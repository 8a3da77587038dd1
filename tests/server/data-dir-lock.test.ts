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
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('data directory lock', () => {
  it('refuses a directory another live process holds', () => {
    const dir = tempDir();
    // The test runner's parent process is alive and is not us.
    fs.writeFileSync(path.join(dir, 'server.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`in use by another process (pid ${process.ppid})`);
  });

  it('takes over a lock left by a dead process, and releases it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'server.lock'), '2147483646');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
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
