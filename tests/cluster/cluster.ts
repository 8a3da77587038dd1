import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../server/helpers/freePort';
import { withDatabase } from '../server/helpers/postgres';
import { startS3 } from '../server/helpers/s3';
import { type Exit, type Instance, spawnInstance } from './instance';

/** The first admin of the cluster's database (NODE_ENV=production creates it from these). */
export const ADMIN = { email: 'admin@example.com', password: randomBytes(12).toString('hex') };

export interface Cluster {
  /** Each instance's port, kept over its restarts (a load balancer's fixed list of upstreams). */
  ports: readonly number[];
  /** The database the instances share, for checks the API does not offer. */
  databaseUrl: string;
  /** Starts instance `i` on its port and waits until `/health` answers 200 there. */
  start(i: number): Promise<void>;
  /** Signals instance `i` and waits for its exit. */
  stop(i: number, signal: NodeJS.Signals): Promise<Exit>;
  close(): Promise<void>;
}

const READY_WITHIN_MS = 60_000;

async function untilHealthy(port: number, instance: Instance) {
  const deadline = Date.now() + READY_WITHIN_MS;
  let exited = false;
  instance.exited.then(() => (exited = true));
  for (;;) {
    if (exited) throw new Error(`instance on ${port} exited while starting:\n${instance.output()}`);
    if (Date.now() > deadline) throw new Error(`instance on ${port} not healthy in time:\n${instance.output()}`);
    const status = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * `size` server processes on a new, empty database of TEST_DATABASE_URL's server (they migrate it
 * as they start, together), sharing REDIS_URL, a JWT key and the upload storage: what several
 * instances behind a load balancer share in production.
 */
export async function startCluster(size: number): Promise<Cluster> {
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  const name = `bo_cluster_${randomBytes(8).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`create database ${name}`));
  const databaseUrl = withDatabase(serverUrl, name);
  const root = await mkdtemp(path.join(os.tmpdir(), 'bo-cluster-'));
  // Uploads in one S3 bucket (an s3rver in this process), as instances share them in production.
  const s3 = await startS3();
  const shared = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.REDIS_URL as string,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // Behind the load balancer the client plays: the client's address comes in X-Forwarded-For.
    TRUST_PROXY: 'true',
    ADMIN_DIST: path.join(root, 'no-admin-build'),
    LOG_LEVEL: 'warn',
    ...s3.env,
  };
  const ports = await Promise.all(Array.from({ length: size }, freePort));
  const running: (Instance | undefined)[] = [];
  const cluster: Cluster = {
    ports,
    databaseUrl,
    async start(i) {
      const port = ports[i] as number;
      const instance = spawnInstance(port, { ...shared, DATA_DIR: path.join(root, `data-${i}`) });
      running[i] = instance;
      await untilHealthy(port, instance);
    },
    async stop(i, signal) {
      const instance = running[i];
      if (!instance) throw new Error(`instance ${i} is not running`);
      instance.kill(signal);
      const how = await instance.exited;
      running[i] = undefined;
      return how;
    },
    async close() {
      for (const instance of running) instance?.kill('SIGKILL');
      await Promise.all(running.map((instance) => instance?.exited));
      await onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
      await s3.close();
      await rm(root, { recursive: true, force: true });
    },
  };
  try {
    await Promise.all(ports.map((_, i) => cluster.start(i)));
  } catch (err) {
    await cluster.close();
    throw err;
  }
  return cluster;
}
