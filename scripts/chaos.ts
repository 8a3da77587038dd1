/**
 * Crash during writes (issue 14): starts the real server, drives acknowledged writes from a few
 * clients (status updates of orders, rentals and bookings, category creates, broadcasts), sends
 * SIGKILL to the server's whole process group (on PGlite its database child dies with it) at a
 * random moment, restarts it on the same database, and repeats. After each restart it reads back
 * every record the killed run wrote; after the last it checks the database itself: every
 * acknowledged write there, every broadcast whole or absent, every counter equal to a fresh count.
 * Prints one Markdown table and exits non-zero if a goal is missed.
 *
 *   npm run chaos                          # PostgreSQL when DATABASE_URL is set, else PGlite
 *   npm run chaos -- --db pglite --kills 50 --seed 7
 *
 * On PostgreSQL it writes only to a scratch database `chaos_<pid>` it creates on DATABASE_URL's
 * server and drops at the end; on PGlite to a temporary DATA_DIR.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { counterMismatches } from './chaos/counters';
import { checkFinalState } from './chaos/finalState';
import { killRepeatedly } from './chaos/kills';
import { seededRandom } from './chaos/random';
import { report } from './chaos/report';
import type { ServerProcess } from './chaos/server';
import { makeRunDir, pgliteTarget, postgresTarget } from './chaos/target';
import type { WriteState } from './chaos/writers';

const { values } = parseArgs({
  options: {
    db: { type: 'string' },
    kills: { type: 'string', default: '50' },
    seed: { type: 'string' },
    clients: { type: 'string', default: '4' },
    port: { type: 'string', default: '55470' },
  },
});
const db = values.db ?? (process.env.DATABASE_URL ? 'pg' : 'pglite');
if (db !== 'pg' && db !== 'pglite') throw new Error('--db is pg or pglite');
const kills = Number(values.kills);
const clients = Number(values.clients);
if (!Number.isInteger(kills) || kills < 0 || !Number.isInteger(clients) || clients < 1) {
  throw new Error('--kills is a whole number from 0, --clients from 1');
}
const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed);
const random = seededRandom(seed);

const runDir = makeRunDir();
const dataDir = path.join(runDir, 'data');
const target =
  db === 'pg'
    ? await postgresTarget(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', dataDir)
    : pgliteTarget(dataDir);
const base = `http://127.0.0.1:${values.port}/api/v1`;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  ...target.env,
  PORT: values.port,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'development',
  JWT_SECRET: randomBytes(32).toString('hex'),
  ADMIN_DIST: path.join(runDir, 'no-admin-build'),
};
if (db === 'pglite') delete env.DATABASE_URL;
const logFile = path.join(runDir, 'server.log');

const state: WriteState = {
  base,
  tag: `${process.pid}`,
  random,
  records: { order: [], rental: [], booking: [] },
  known: new Map(),
  uncertain: new Set(),
  touched: new Set(),
  writes: [],
  created: 0,
};

console.log(`chaos on ${target.label}: ${kills} kills, ${clients} clients, seed ${seed}, server log ${logFile}`);
const t0 = performance.now();
let server: ServerProcess | undefined;
let ok = false;
try {
  const runs = await killRepeatedly({ env, logFile, kills, clients }, state, (s) => {
    server = s;
  });
  console.log('\nchecking the database');
  const connection = await target.open();
  try {
    const found = await checkFinalState(connection.client, state.tag, state.writes, runs.initial, runs.kindOf);
    const counters = await counterMismatches(connection.client);
    const result = report({
      database: target.label,
      kills,
      seconds: (performance.now() - t0) / 1000,
      restartMs: runs.restartMs,
      writes: state.writes,
      ackedLost: runs.ackedLost + found.ackedLost,
      halfDone: found.halfDone,
      counterMismatches: found.derivedMismatches + Object.values(counters).reduce((a, b) => a + b, 0),
      unexplained: found.unexplained,
    });
    console.log(`\n${result.table}\n`);
    if (!result.ok) console.log(`counter rows that differ: ${JSON.stringify(counters)}`);
    ok = result.ok;
  } finally {
    await connection.close();
  }
} finally {
  await server?.killGroup();
  await target.dispose();
  if (ok) fs.rmSync(runDir, { recursive: true, force: true });
  else console.log(`kept ${runDir} (server log, data) for a look`);
}
process.exit(ok ? 0 : 1);
