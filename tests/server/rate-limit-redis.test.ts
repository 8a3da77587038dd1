import { randomInt } from 'node:crypto';
import { once } from 'node:events';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApp } from './helper';
import type { TestUser } from './helpers/app';
import { freePort } from './helpers/freePort';
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

/** A sign-in as `user` (the vendor by default): a test of its own counts per account too. */
const login = (app: FastifyInstance, remoteAddress: string, password: string, user = vendor) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/login', remoteAddress, payload: { email: user.email, password } });

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
  it('does not stop the server, nor the limits: they count in memory', async () => {
    const user = await t.addUser('VENDOR');
    const app = await t.secondApp({ config: { redisUrl: `redis://127.0.0.1:${await freePort()}` } });
    expect((await login(app, randomAddress(), vendor.password)).statusCode).toBe(200);
    const address = randomAddress();
    for (let i = 1; i <= 10; i++) {
      expectApiError(await login(app, address, `wrong-${i}`, user), 401, 'Invalid email or password');
    }
    expectApiError(await login(app, address, 'wrong-11', user), 429, 'Too many attempts, please try again later');
  });
});

describe.skipIf(!redisAnswers)('a Redis that comes back', () => {
  it('counts in Redis again, shared with the other instances', async () => {
    // The instance reaches Redis through a relay that is not listening yet.
    const port = await freePort();
    const app = await t.secondApp({ config: { redisUrl: `redis://127.0.0.1:${port}` } });
    const { hostname, port: redisPort } = new URL(REDIS_URL);
    const relay = net.createServer((client) => {
      const upstream = net.connect(Number(redisPort || 6379), hostname);
      client.pipe(upstream).pipe(client);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
    });
    relay.listen(port, '127.0.0.1');
    await once(relay, 'listening');
    try {
      const user = await t.addUser('VENDOR');
      const redis = new Redis(REDIS_URL);
      // The instance reconnects by itself: its counts show up in Redis within a few seconds.
      let address = randomAddress();
      for (let tries = 0; tries < 50; tries++) {
        address = randomAddress();
        await login(app, address, 'wrong', user);
        if ((await redis.keys(`*${address}*`)).length > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(await redis.keys(`*${address}*`)).not.toEqual([]);
      await redis.quit();

      const other = await instance();
      for (let i = 2; i <= 10; i++) {
        expectApiError(await login(app, address, `wrong-${i}`, user), 401, 'Invalid email or password');
      }
      expectApiError(await login(other, address, 'wrong-11', user), 429, 'Too many attempts, please try again later');
    } finally {
      await app.close();
      relay.close();
    }
  });
});
