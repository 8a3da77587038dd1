import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * What each build is made of: its output depends on nothing else, so a hash of these files tells
 * whether a build is current (`npm start` rebuilds only then; the tests reuse a build the same way).
 * Plain JavaScript so that `npm start` can decide without loading TypeScript tooling.
 */
export const BUILD_INPUTS = {
  admin: [
    'index.html',
    'public',
    'vite.config.ts',
    'scripts/precompress.ts',
    'scripts/build/admin.mjs',
    'package-lock.json',
    'src/admin',
    'src/shared',
  ],
  server: ['scripts/build/server.mjs', 'package-lock.json', 'src/server', 'src/shared'],
};

/** @param {string} root @param {string} entry @returns {string[]} */
function filesOf(root, entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(entry, name))
    .filter((file) => fs.statSync(path.join(root, file)).isFile())
    .sort();
}

/**
 * A short hash of the names and contents of a build's inputs.
 * @param {string} root the repository's folder
 * @param {keyof typeof BUILD_INPUTS} target
 */
export function inputsHash(root, target) {
  const hash = createHash('sha256');
  for (const file of BUILD_INPUTS[target].flatMap((entry) => filesOf(root, entry))) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(root, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Where a build records the hash of the inputs it was made from. @param {string} root @param {string} target */
export const stampFile = (root, target) => path.join(root, 'dist', `.inputs-${target}`);
