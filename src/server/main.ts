import os from 'node:os';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/pglite/lock';
import { logDestination } from './http/logDestination';
import { fileStoreOf } from './modules/files/fileStoreOf';
import { DEMO_ACCOUNTS } from './seed/accounts';
import { startDatabase } from './startDatabase';
import { removeLeftovers } from './startupCleanup';
import { warmUpWrites } from './warmUp';

/** How long the requests in flight get after SIGTERM, and when the process exits whatever holds it. */
const DRAIN_MS = 7000;
const EXIT_DEADLINE_MS = 9500;

async function main() {
  const config = loadConfig();
  const files = await fileStoreOf(config);
  const leftovers = await removeLeftovers(files, os.tmpdir());
  // Without its database the server can only answer 503: stop, so a supervisor restarts it. A
  // restart in place would fail the requests in flight all the same and rebuild the pool; a new
  // process takes over the dead child's data-dir lock (its pid is gone) and reopens the files.
  const { database, outcome } = await startDatabase(config, (how) => {
    console.error(
      `\nThe embedded database process stopped unexpectedly (${how}); shutting down. Start the server again: it reopens ${config.dataDir}.\n`,
    );
    process.exit(1);
  });
  try {
    await database.warmUp(warmUpWrites);
    const log = logDestination();
    const app = await buildApp({
      config,
      db: database.db,
      probe: database.probe,
      files,
      listen: database.listen,
      notifications: database.notifications,
      logger: { level: config.logLevel, stream: log.stream },
    });
    app.log.info(leftovers, 'Removed what killed servers left behind');
    // A signal (SIGTERM, SIGINT ...) or an uncaught error: answer new requests 503 while the
    // requests in flight are answered (they need the database), then stop listening and stop the
    // database; a stop exits 0, an error 1. Docker and systemd kill after 10 s: requests still
    // running after DRAIN_MS are cut, and whatever still holds the exit (a long query) is
    // abandoned at EXIT_DEADLINE_MS.
    closeWithGrace(
      {
        delay: EXIT_DEADLINE_MS,
        logger: app.log,
        onTimeout: () => console.error(`\nStopping took over ${EXIT_DEADLINE_MS} ms; exiting now.\n`),
      },
      async ({ signal, err }) => {
        if (err) app.log.error({ err }, 'uncaught error: finishing the requests in flight, then stopping');
        else app.log.info(`${signal ?? 'exit'}: finishing the requests in flight, then stopping`);
        const cut = await app.drain(DRAIN_MS);
        if (cut > 0) app.log.warn(`${cut} requests still running after ${DRAIN_MS} ms were cut`);
        await app.close();
        await database.close();
        await log.close();
      },
    );
    await app.listen({ port: config.port, host: config.host }).catch((err: NodeJS.ErrnoException) => {
      throw err.code === 'EADDRINUSE'
        ? new ConfigError(`Port ${config.port} is already in use: stop what uses it or set PORT`)
        : err;
    });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const url = `http://${config.host}:${port}`;
    const lines = [
      '',
      `  Back-office:  ${url}/`,
      `  API:          ${url}/api/v1   (docs: ${url}/api/docs)`,
      `  Database:     ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
      `  Uploads:      ${config.s3 ? `S3 bucket ${config.s3.bucket}` : config.uploadDir}`,
    ];
    if (!config.production) {
      lines.push(`  Demo data:    ${outcome === 'seeded' ? 'created now' : 'present'}`);
      lines.push('  Demo accounts:');
      for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.role.padEnd(6)}  ${a.email} / ${a.password}`);
    }
    console.log(`${lines.join('\n')}\n`);
  } catch (err) {
    await database.close().catch(() => undefined);
    throw err;
  }
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(`\nCannot start: ${err.message}\n`);
  } else {
    console.error(err);
  }
  process.exit(1);
});
