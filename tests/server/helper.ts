import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type BuildAppOptions, buildApp } from '../../src/server/app';
import type { Config } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import type { Role } from '../../src/shared/contract/common';
import {
  createTestApp,
  createUser,
  type SignedIn,
  signIn,
  type TestApp,
  type TestUser,
  testConfig,
} from './helpers/app';
import { createTestDatabase } from './helpers/db';
import { freshAddress } from './helpers/http';
import { type S3Server, startS3 } from './helpers/s3';
import { diskFiles, type Storage, type StoredFiles, s3Files } from './helpers/storedFiles';

export type Headers = Record<string, string>;

/** Requests to one app with one caller's headers (none for an anonymous caller). */
export interface Caller {
  headers: Headers;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  /** POST with a JSON body (none when `body` is undefined). */
  post(url: string, body?: unknown): Promise<LightMyRequestResponse>;
}

/** A signed-in user: their account, session and requests. */
export interface Actor<U extends Credentials = TestUser> extends Omit<Caller, 'headers'>, SignedIn {
  user: U;
}
type Credentials = Pick<TestUser, 'email' | 'password'>;
export interface VendorActor extends Actor {
  vendorId: string;
}

/** The users a test app can sign in before its tests, by the name the kit gives them. */
const ROLE_OF = { admin: 'ADMIN', vendorA: 'VENDOR', vendorB: 'VENDOR', customer: 'CUSTOMER' } as const;
export type Who = keyof typeof ROLE_OF;
type ActorOf<W extends Who> = (typeof ROLE_OF)[W] extends 'VENDOR' ? VendorActor : Actor;

export interface TestAppOptions<W extends Who> {
  /** Configuration over the test defaults (NODE_ENV=test, no admin build, a temporary DATA_DIR). */
  env?: NodeJS.ProcessEnv;
  /** An UPLOAD_DIR of its own, removed on close, so a check that a file is gone sees only this app's files. */
  ownUploads?: boolean;
  /** Where uploads go: UPLOAD_DIR (the default), or an S3 server of this app's own (s3rver). */
  storage?: Storage;
  /**
   * Who is signed in before the tests: all four by default (about 100 ms over none, measured).
   * A file names fewer when its assertions count users or sessions, or when it registers routes
   * of its own, which an app must have before its first request.
   */
  users?: readonly W[];
  /** The declared entities to serve instead of the product's (a test's own declaration). */
  entities?: BuildAppOptions['entities'];
}

export interface SecondAppOptions {
  /** Configuration over this app's environment, loaded afresh (a production app, say). */
  env?: NodeJS.ProcessEnv;
  /** Fields over this app's configuration. */
  config?: Partial<Config>;
  /** Log lines (pino's JSON) go into `lines`, at `level` (trace by default). */
  log?: { lines: string[]; level?: string };
}

type UserOverrides = Parameters<typeof createUser>[2];

export type TestKit<W extends Who = Who> = TestApp & { [K in W]: ActorOf<K> } & {
  /** Requests with no session. */
  anonymous: Caller;
  /** A new user of the role with a known password (and its vendor or customer profile), not signed in. */
  addUser(role: Role, overrides?: UserOverrides): Promise<TestUser>;
  /** Another session of a user (from an address of its own), on this app or another over its database. */
  signIn<U extends Credentials>(user: U, app?: FastifyInstance): Promise<Actor<U>>;
  /** A new user of the role, signed in now. */
  signUp<R extends Role>(role: R, overrides?: UserOverrides): Promise<R extends 'VENDOR' ? VendorActor : Actor>;
  /** A second app over the same database, closed with this one. */
  secondApp(options: SecondAppOptions): Promise<FastifyInstance>;
  /** What the app's storage holds, seen from outside the app. */
  stored: StoredFiles;
  /** The app's S3 server, with `storage: 's3'`. */
  s3?: S3Server;
};

function callerOf(app: FastifyInstance, headers: Headers): Caller {
  const inject = (options: InjectOptions) =>
    app.inject({ ...options, headers: { ...headers, ...(options.headers as Headers | undefined) } });
  return {
    headers,
    inject,
    get: (url) => inject({ method: 'GET', url }),
    post: (url, body) => inject({ method: 'POST', url, ...(body === undefined ? {} : { payload: body as object }) }),
  };
}

/** Signs the user in from an address of its own, so the kit never spends a test's login rate limit. */
async function actorOf<U extends Credentials>(app: FastifyInstance, user: U): Promise<Actor<U>> {
  const session = await signIn(app, user, freshAddress());
  const vendorId = 'vendorId' in user ? user.vendorId : undefined;
  return { ...callerOf(app, session.headers), ...session, user, ...(vendorId ? { vendorId } : {}) };
}

const ALL: readonly Who[] = ['admin', 'vendorA', 'vendorB', 'customer'];

/**
 * A test app over a fresh database (the style of fastify/demo's test/helper.ts): the app, its
 * database and config, the users named in `options.users` signed in (an admin, two vendors and a
 * customer by default), and `close()`.
 */
export async function buildTestApp<W extends Who = Who>(options: TestAppOptions<W> = {}): Promise<TestKit<W>> {
  const s3 = options.storage === 's3' ? await startS3() : undefined;
  const uploadDir = options.ownUploads && !s3 ? await mkdtemp(path.join(os.tmpdir(), 'bo-uploads-')) : undefined;
  const env = { ...(uploadDir ? { UPLOAD_DIR: uploadDir } : {}), ...s3?.env, ...options.env };
  const t = await createTestApp(env, options.entities ? { entities: options.entities } : {});
  const seconds: FastifyInstance[] = [];
  const names = options.users ?? (ALL as readonly W[]);
  const actors = await Promise.all(
    names.map(async (name) => actorOf(t.app, await createUser(t.database, ROLE_OF[name]))),
  );
  const kit = {
    ...t,
    ...Object.fromEntries(names.map((name, i) => [name, actors[i]])),
    anonymous: callerOf(t.app, {}),
    stored: s3 ? s3Files(s3) : diskFiles(t.config.uploadDir),
    ...(s3 ? { s3 } : {}),
    addUser: (role: Role, overrides?: UserOverrides) => createUser(t.database, role, overrides),
    signIn: <U extends Credentials>(user: U, app = t.app) => actorOf(app, user),
    signUp: async (role: Role, overrides?: UserOverrides) =>
      actorOf(t.app, await createUser(t.database, role, overrides)),
    async secondApp({ env: over, config, log }: SecondAppOptions) {
      const base = over ? testConfig({ ...env, ...over }) : t.config;
      const app = await buildApp({
        config: { ...base, ...config },
        db: t.database.db,
        listen: t.database.listen,
        notifications: t.database.notifications,
        ...(log ? { logger: { level: log.level ?? 'trace', stream: { write: (line) => log.lines.push(line) } } } : {}),
      });
      seconds.push(app);
      return app;
    },
    async close() {
      for (const app of seconds) await app.close();
      await t.close();
      if (uploadDir) await rm(uploadDir, { recursive: true, force: true });
      await s3?.close();
    },
  };
  // Object.fromEntries loses which names the file asked for; `names` holds them.
  return kit as TestKit<W>;
}

/**
 * `buildTestApp` for one test file: built before its tests (and before the file's own
 * `beforeAll`s registered after this call), closed after them. The object answered is filled in
 * by then, so read its fields inside hooks and tests, not at load time.
 */
export function withTestApp<W extends Who = Who>(options: TestAppOptions<W> = {}): TestKit<W> {
  const kit = {} as TestKit<W>;
  beforeAll(async () => {
    Object.assign(kit, await buildTestApp(options));
  });
  // No close when the build itself failed.
  afterAll(() => kit.close?.());
  return kit;
}

/** A fresh database for one test file that needs no app: created before its tests, closed after them. */
export function withTestDatabase(): { database: Database } {
  const holder = {} as { database: Database };
  beforeAll(async () => {
    holder.database = await createTestDatabase();
  });
  // No close when the database itself failed.
  afterAll(() => holder.database?.close());
  return holder;
}
