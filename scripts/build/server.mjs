/**
 * `npm run build`'s server half: the API compiled to plain JavaScript that `node` runs, so a
 * production install needs neither TypeScript nor tsx. One bundle per process (the server, the
 * embedded database's child); packages stay in node_modules. The migrations ship beside it, with
 * a migrated embedded database that a first start copies.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { build } from 'esbuild';
import { inputsHash, stampFile } from './inputs.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
// `--outdir` builds elsewhere (a test's temporary folder), leaving dist/ and its hash alone.
const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
const outdir = values.outdir ? path.resolve(values.outdir) : path.join(root, 'dist/server');
const hash = inputsHash(root, 'server');

fs.rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { main: 'src/server/main.ts', 'pglite-child': 'src/server/db/pglite/child.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // A chunk per dynamic import: the demo seed (and its faker) loads only on a first start.
  splitting: true,
  chunkNames: '[name]-[hash]',
  sourcemap: 'linked',
  logLevel: 'warning',
});
fs.cpSync(path.join(root, 'src/server/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });

// A first start of the embedded database copies this migrated data directory (src/server/db/pglite/serve.ts)
// instead of running initdb and every migration.
// With the extensions the migrations create (src/server/db/pglite/extensions.ts).
const template = await PGlite.create({ extensions: { pg_trgm } });
await migrate(drizzle(template), { migrationsFolder: path.join(outdir, 'migrations') });
const tarball = await template.dumpDataDir('gzip');
await template.close();
fs.writeFileSync(path.join(outdir, 'pgdata-template.tar.gz'), Buffer.from(await tarball.arrayBuffer()));

if (!values.outdir) fs.writeFileSync(stampFile(root, 'server'), hash);
