import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { pgliteExtensions } from './extensions';

export interface PgliteServeOptions {
  /** A directory for a persistent database; omit for an in-memory one. */
  dataDir?: string;
  /** A tarball from `dumpDataDir` to start from (tests clone a migrated template). */
  loadDataDir?: Blob;
  /**
   * A migrated template (a `dumpDataDir` tarball file, made by the build) that a new `dataDir` is
   * created from instead of running initdb and the migrations: ~1 s instead of ~3.5 s (measured).
   */
  templateFile?: string;
  /** Unix socket the pg driver connects to. */
  socketPath: string;
}

export interface PgliteServer {
  db: PGlite;
  stop(): Promise<void>;
}

/**
 * PGlite behind a PostgreSQL wire-protocol socket, so the app talks to it with the same
 * `pg` driver as to a real server. PGlite's WAL otherwise grows past 1 GB on large seeds. Its
 * shared buffers are held in the process's memory: PostgreSQL's default 128 MB made the child
 * ~300 MB at rest, 32 MB ~225 MB, 16 MB ~200 MB (measured, docs/performance.md); pages beyond them
 * come from the operating system's file cache.
 */
export async function servePglite(options: PgliteServeOptions): Promise<PgliteServer> {
  const template =
    options.templateFile && options.dataDir && !fs.existsSync(path.join(options.dataDir, 'PG_VERSION'))
      ? new Blob([fs.readFileSync(options.templateFile)])
      : undefined;
  const loadDataDir = options.loadDataDir ?? template;
  const db = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: pgliteExtensions,
    postgresqlconf: ['max_wal_size = 64MB', 'min_wal_size = 32MB', 'shared_buffers = 16MB'],
  });
  // The app's pool holds a single connection (PGlite has one session, so concurrent
  // transactions would interleave); a second slot lets a dropped connection be replaced.
  const server = new PGLiteSocketServer({ db, path: options.socketPath, maxConnections: 2 });
  await server.start();
  return {
    db,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
