/**
 * Fuzzes every /api/v1 route (issue 14, "Bad input"): `--runs` property-based requests per route
 * and role (the demo admin and vendor) against an app over a fresh database holding the demo data
 * set, and prints one Markdown table. Exits non-zero on any 5xx, any refusal not in the error
 * format or any refusal that wrote, printing fast-check's shrunk counterexample for each.
 *
 *   npm run fuzz                                   # 2,000 per route and role, embedded database
 *   npm run fuzz -- --runs 200 --seed 7 --route products
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run fuzz
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { fuzzDatabase } from './fuzz/database';
import { demoRoles, existingIds } from './fuzz/fixture';
import { fuzzRoutes } from './fuzz/run';
import { failed, fuzzTable } from './fuzz/table';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '2000' },
    seed: { type: 'string', default: '20261123' },
    route: { type: 'string' },
  },
});
const runs = Number(values.runs);
const seed = Number(values.seed);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number from 1');
if (!Number.isInteger(seed)) throw new Error('--seed must be a whole number');

const started = Date.now();
const database = await fuzzDatabase(process.env.DATABASE_URL);
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: path.join(os.tmpdir(), 'bo-fuzz-data'),
  ADMIN_DIST: path.join(os.tmpdir(), 'bo-fuzz-no-admin-build'),
});
const app = await buildApp({ config, db: database.db });
try {
  const results = await fuzzRoutes({
    app,
    db: database.db,
    roles: await demoRoles(app, database.db),
    ids: await existingIds(database.db),
    runs,
    seed,
    ...(values.route ? { route: values.route } : {}),
    onResult: (r) =>
      process.stderr.write(
        `${r.route} as ${r.role}: ${r.requests} requests, ${r.ok2xx} 2xx, ${r.refused4xx} 4xx, ${r.failed5xx} 5xx, ${r.badFormat} bad format, ${r.writesOnRefusal} writes on refusal\n`,
      ),
  });
  console.log(fuzzTable(results));
  console.log(
    `\n${runs} requests per route and role, seed ${seed}, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}, ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  const failures = results.filter(failed);
  for (const r of failures) console.log(`\n${r.route} as ${r.role}:\n  ${r.counterexample}`);
  process.exitCode = failures.length ? 1 : 0;
} finally {
  await app.close();
  await database.close();
}
