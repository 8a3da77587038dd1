import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { bootstrap } from './db/bootstrap';
import { runMigrations } from './db/client';
import { openDatabase } from './db/open';
import { DataDirLockedError } from './db/pglite/lock';
import { DEMO_ACCOUNTS } from './db/seed';

async function main() {
  const config = loadConfig();
  // Without its database the server can only answer 503: stop, so a supervisor restarts it.
  const database = await openDatabase(config, (code) => {
    console.error(`\nThe embedded database process stopped unexpectedly (code ${code}); shutting down.\n`);
    process.exit(1);
  });
  let closing = false;
  try {
    await runMigrations(database.db);
    const outcome = await bootstrap(database.db, config);
    const app = await buildApp({ config, db: database.db, logger: { level: config.logLevel } });
    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal}: shutting down`);
      await app.close();
      await database.close();
      process.exit(0);
    };
    process.on('SIGINT', () => void shutdown('SIGINT'));
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
    await app.listen({ port: config.port, host: config.host }).catch((err: NodeJS.ErrnoException) => {
      throw err.code === 'EADDRINUSE' ? new ConfigError(`Port ${config.port} is already in use: stop what uses it or set PORT`) : err;
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
    console.log(lines.join('\n') + '\n');
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
