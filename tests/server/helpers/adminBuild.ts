import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** What the admin build is made of: its output depends on nothing else. */
const INPUTS = [
  'index.html',
  'vite.config.ts',
  'scripts/precompress.ts',
  'package-lock.json',
  'src/admin',
  'src/shared',
];

const filesOf = (entry: string): string[] =>
  fs.statSync(path.join(root, entry)).isDirectory()
    ? fs
        .readdirSync(path.join(root, entry), { recursive: true, encoding: 'utf8' })
        .map((name) => path.join(entry, name))
        .filter((file) => fs.statSync(path.join(root, file)).isFile())
        .sort()
    : [entry];

function inputsHash(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(filesOf))
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(root, file)));
  return hash.digest('hex').slice(0, 16);
}

/** One chunk of Vite's manifest (`build.manifest`). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
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
  const dir = path.join(os.tmpdir(), `bo-admin-build-${inputsHash()}`);
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
