/**
 * `npm start`: builds what is out of date (the admin app, the server), then runs the compiled
 * server in this process. A build is redone only when its sources changed (a hash of them is kept
 * beside it), so a start on an unchanged checkout goes straight to the server.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { inputsHash, stampFile } from './build/inputs.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const steps = {
  admin: ['scripts/build/admin.mjs', '--quiet'],
  server: ['scripts/build/server.mjs'],
};

/** @param {'admin' | 'server'} target */
const current = (target) => {
  try {
    return fs.readFileSync(stampFile(root, target), 'utf8') === inputsHash(root, target);
  } catch {
    return false;
  }
};

for (const target of /** @type {const} */ (['admin', 'server'])) {
  const args = steps[target];
  if (current(target)) continue;
  console.log(`Building the ${target === 'admin' ? 'admin app' : 'server'} (its sources changed)…`);
  const built = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) {
    console.error(`\nCannot start: building the ${target} failed (see above). Run \`npm run build\` to retry.\n`);
    process.exit(1);
  }
}
// A URL, not a literal path: the build is not a source the type check should follow.
await import(new URL('../dist/server/main.js', import.meta.url).href);
