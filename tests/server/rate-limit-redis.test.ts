import { randomInt } from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApp } from './helper';
import type { TestUser } from './helpers/app';
import { expectApiError } from './helpers/http';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The Redis server of our machines; a machine without one skips these tests. */
const redisAnswers = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(REDIS_URL);
  const socket = net.connect(Number(port || 6379), hostname, () => {
    socket.end();
    resolve(true);
  });
  socket.once('error', () => resolve(false));
  socket.setTimeout(500, () => {
    socket.destroy();
    resolve(false);
  });
});

const t = withTestApp({ users: [] });
let vendor: TestUser;

/** An instance counting in the Redis server, over the same database. */
const instance = () => t.secondApp({ config: { redisUrl: REDIS_URL } });

beforeAll(async () => {
  vendor = await t.addUser('VENDOR');
});

/** An address no earlier run used: Redis keeps its counters between runs. */
const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const login = (app: FastifyInstance, remoteAddress: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/login', remoteAddress, payload: { email: vendor.email, password } });

describe.skipIf(!redisAnswers)('rate limits counted in Redis (REDIS_URL)', () => {
  it('are shared by instances and survive a restart', async () => {
    const first = await instance();
    const second = await instance();
    const address = randomAddress();
    for (let i = 1; i <= 10; i++) {
      expectApiError(await login(i % 2 ? first : second, address, `wrong-${i}`), 401, 'Invalid email or password');
    }
    expectApiError(await login(second, address, 'wrong-11'), 429, 'Too many attempts, please try again later');
    await first.close();
    const restarted = await instance();
    const res = await login(restarted, address, vendor.password);
    expectApiError(res, 429, 'Too many attempts, please try again later');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await login(restarted, randomAddress(), vendor.password)).statusCode).toBe(200);
  });
});

describe('an unreachable Redis', () => {
  it('does not stop the server: limits are skipped, requests answered', async () => {
    const app = await t.secondApp({ config: { redisUrl: 'redis://127.0.0.1:1' } });
    expect((await login(app, randomAddress(), vendor.password)).statusCode).toBe(200);
  });
});
