import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { inputsHash } from '../../../scripts/build/inputs.mjs';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** One chunk of Vite's manifest (`build.manifest`). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  /** Loaded by a dynamic import(), on demand. */
  isDynamicEntry?: boolean;
  /** Keys of the chunks it imports statically. */
  imports?: string[];
  css?: string[];
}

export interface AdminBuild {
  dir: string;
  manifest: Record<string, ManifestChunk>;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const lockOwner = (lock: string) => {
  try {
    return Number(fs.readFileSync(lock, 'utf8'));
  } catch {
    return 0;
  }
};

async function buildInto(dir: string) {
  const scratch = fs.mkdtempSync(`${dir}-tmp-`);
  try {
    await promisify(execFile)(
      process.execPath,
      [
        'node_modules/vite/bin/vite.js',
        'build',
        '--outDir',
        scratch,
        '--emptyOutDir',
        '--manifest',
        '--logLevel',
        'warn',
      ],
      { cwd: root, env: { ...process.env, NODE_ENV: 'production' } },
    );
  } catch (error) {
    fs.rmSync(scratch, { recursive: true, force: true });
    throw error;
  }
  fs.renameSync(scratch, dir);
}

/**
 * The admin app built as `npm run build` builds it (a production `vite build`, precompression
 * included), plus Vite's manifest, in a temporary folder named after the hash of its inputs, so
 * it is built again only when a source changes. The test files that need it run in workers of
 * their own: the first to take the lock builds, the others wait for its result.
 */
export async function adminBuild(): Promise<AdminBuild> {
  const dir = path.join(os.tmpdir(), `bo-admin-build-${inputsHash(root, 'admin')}`);
  const manifestFile = path.join(dir, '.vite', 'manifest.json');
  const lock = `${dir}.lock`;
  const deadline = Date.now() + 5 * 60_000;
  while (!fs.existsSync(manifestFile)) {
    if (Date.now() > deadline) throw new Error(`no admin build in ${dir} after 5 minutes`);
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
    } catch {
      // Another worker builds; a lock whose process died is taken over.
      const owner = lockOwner(lock);
      if (owner && !isAlive(owner)) fs.rmSync(lock, { force: true });
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    try {
      if (!fs.existsSync(manifestFile)) await buildInto(dir);
    } finally {
      fs.rmSync(lock, { force: true });
    }
  }
  return { dir, manifest: JSON.parse(fs.readFileSync(manifestFile, 'utf8')) };
}
