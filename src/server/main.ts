import os from 'node:os';
import { buildApp } from './app';
import { bootstrap } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { runMigrations } from './db/client';
import { openDatabase } from './db/open';
import { DataDirLockedError } from './db/pglite/lock';
import { DEMO_ACCOUNTS } from './seed';
import { removeLeftovers } from './startupCleanup';

async function main() {
  const config = loadConfig();
  const leftovers = await removeLeftovers(config.uploadDir, os.tmpdir());
  // Without its database the server can only answer 503: stop, so a supervisor restarts it.
  const database = await openDatabase(config, (code) => {
    console.error(`\nThe embedded database process stopped unexpectedly (code ${code}); shutting down.\n`);
    process.exit(1);
  });
  try {
    await runMigrations(database.db);
    const outcome = await bootstrap(database.db, config);
    const app = await buildApp({ config, db: database.db, logger: { level: config.logLevel } });
    app.log.info(leftovers, 'Removed what killed servers left behind');
    // Stop accepting, let the requests in flight be answered (close waits for them, and they
    // need the database), then stop the database: a stop is not a crash, so it exits 0.
    let closing = false;
    const shutdown = (signal: NodeJS.Signals) => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal}: finishing the requests in flight, then stopping`);
      app
        .close()
        .then(() => database.close())
        .then(
          () => process.exit(0),
          (err: unknown) => {
            console.error(err);
            process.exit(1);
          },
        );
    };
    process.on('SIGINT', shutdown);
    process.on('SIGTERM', shutdown);
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
