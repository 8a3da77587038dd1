import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type BuildAppOptions, buildApp } from '../../../src/server/app';
import { hashPassword } from '../../../src/server/auth/passwords';
import { type Config, loadConfig } from '../../../src/server/config';
import type { Database } from '../../../src/server/db/client';
import { customers, users, vendors } from '../../../src/server/db/schema';
import type { Role } from '../../../src/shared/contract/common';
import { createTestDatabase } from './db';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** The configuration test apps run with, over `env`. */
export const testConfig = (env: NodeJS.ProcessEnv = {}): Config =>
  loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), 'bo-test-data'),
    ADMIN_DIST: path.join(os.tmpdir(), 'bo-no-admin-build'),
    ...env,
  });

export async function createTestApp(
  env: NodeJS.ProcessEnv = {},
  options: Pick<BuildAppOptions, 'entities'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(env);
  const app = await buildApp({
    config,
    db: database.db,
    listen: database.listen,
    notifications: database.notifications,
    ...options,
  });
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  role: Role;
  vendorId?: string;
}

let counter = 0;

/** A user of the given role with a known password (and its vendor or customer profile). */
export async function createUser(
  database: Database,
  role: Role,
  overrides: { email?: string; password?: string; mustChangePassword?: boolean } = {},
): Promise<TestUser> {
  counter += 1;
  const email = overrides.email ?? `${role.toLowerCase()}${counter}-${Date.now()}@test.example`;
  const password = overrides.password ?? `secret-${counter}`;
  const [user] = await database.db
    .insert(users)
    .values({
      name: `${role} ${counter}`,
      email,
      role,
      passwordHash: await hashPassword(password),
      mustChangePassword: overrides.mustChangePassword ?? false,
    })
    .returning();
  if (!user) throw new Error('user not created');
  let vendorId: string | undefined;
  if (role === 'VENDOR') {
    const [vendor] = await database.db
      .insert(vendors)
      .values({ userId: user.id, name: `Shop ${counter}` })
      .returning();
    vendorId = vendor?.id;
  }
  if (role === 'CUSTOMER') await database.db.insert(customers).values({ userId: user.id });
  return { id: user.id, email, password, role, ...(vendorId ? { vendorId } : {}) };
}

/** The refresh cookie a response set, as a `cookie` request header value. */
export function refreshCookie(res: LightMyRequestResponse): string | undefined {
  const cookie = res.cookies.find((c) => c.name === 'refresh_token');
  return cookie?.value ? `refresh_token=${cookie.value}` : undefined;
}

export interface SignedIn {
  token: string;
  cookie: string;
  headers: { authorization: string };
}

export async function signIn(
  app: FastifyInstance,
  user: Pick<TestUser, 'email' | 'password'>,
  remoteAddress?: string,
): Promise<SignedIn> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    ...(remoteAddress ? { remoteAddress } : {}),
    payload: { email: user.email, password: user.password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const token = res.json<{ token: string }>().token;
  const cookie = refreshCookie(res);
  if (!cookie) throw new Error('no refresh cookie');
  return { token, cookie, headers: { authorization: `Bearer ${token}` } };
}
