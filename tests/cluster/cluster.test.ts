import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_CHECK_TTL_MS } from '../../src/server/auth/sessionCheck';
import { RETRY_AFTER_SECONDS } from '../../src/server/http/errors';
import { tokenResponseSchema } from '../../src/shared/contract/auth';
import { uploadResponseSchema } from '../../src/shared/contract/files';
import { bearer } from '../server/helpers/http';
import { images, multipartBody } from '../server/helpers/multipart';
import { type Call, type Client, type Reply, roundRobin } from './client';
import { ADMIN, type Cluster, startCluster } from './cluster';
import { type Figures, steadyLoad } from './load';
import { slowPost } from './slowRequest';

const INSTANCES = [0, 1, 2];
/** "At once": well inside the time an instance keeps a session check's answer. */
const AT_ONCE_MS = SESSION_CHECK_TTL_MS / 4;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const categories = (token: string): Call => ({ method: 'GET', path: '/api/v1/categories', headers: bearer(token) });
const login = (email: string, password: string): Call => ({
  method: 'POST',
  path: '/api/v1/auth/login',
  body: { email, password },
});

const describeFigures = (what: string, f: Figures) =>
  `${what}: ${f.sent} requests sent, ${f.failed} failed, ${f.retried} retried ${JSON.stringify(f.detours)}, p99 ${f.p99Ms} ms, max ${f.maxMs} ms`;

describe('three instances on one PostgreSQL, Redis and upload storage', () => {
  let cluster: Cluster;
  let client: Client;
  let admin: { token: string; cookie: string };

  const signIn = async (instance: number) => {
    const reply = await client.sendTo(instance, login(ADMIN.email, ADMIN.password));
    expect(reply.status, reply.text).toBe(200);
    const cookie = reply.headers
      .getSetCookie()
      .map((line) => line.split(';')[0] ?? '')
      .find((pair) => pair.startsWith('refresh_token='));
    if (!cookie) throw new Error('no refresh cookie');
    return { token: tokenResponseSchema.parse(JSON.parse(reply.text)).token, cookie };
  };

  beforeAll(async () => {
    const started = performance.now();
    cluster = await startCluster(INSTANCES.length);
    console.log(`three instances up on an empty database in ${Math.round(performance.now() - started)} ms`);
    client = roundRobin(cluster.ports);
    admin = await signIn(0);
  });
  afterAll(() => cluster?.close());

  it('a token logged out on one instance is refused by the other two at once', async () => {
    const session = await signIn(1);
    // Each instance has just checked the session, so each keeps "live" for the TTL.
    for (const i of INSTANCES) expect((await client.sendTo(i, categories(session.token))).status).toBe(200);
    const logout = await client.sendTo(0, {
      method: 'POST',
      path: '/api/v1/auth/logout',
      headers: { cookie: session.cookie },
    });
    expect(logout.status, logout.text).toBe(200);
    const refusedAfter = await Promise.all(
      [1, 2].map(async (i) => {
        for (;;) {
          const reply = await client.sendTo(i, categories(session.token));
          const after = reply.at - logout.at;
          if (reply.status === 401 || after > SESSION_CHECK_TTL_MS + 500) return { status: reply.status, after };
        }
      }),
    );
    console.log(
      `logged out on one, refused by the others ${refusedAfter.map((r) => `${Math.round(r.after)} ms`)} after`,
    );
    for (const { status, after } of refusedAfter) {
      expect(status).toBe(401);
      expect(after).toBeLessThan(AT_ONCE_MS);
    }
  });

  it('an upload through one instance is served and deleted through another', async () => {
    const { payload, contentType } = multipartBody([
      { field: 'file', filename: 'photo.png', contentType: 'image/png', data: images.png },
    ]);
    const upload = await client.sendTo(0, {
      method: 'POST',
      path: '/api/v1/file/upload',
      headers: { ...bearer(admin.token), 'content-type': contentType },
      body: new Uint8Array(payload),
    });
    expect(upload.status, upload.text).toBe(201);
    const { url } = uploadResponseSchema.parse(JSON.parse(upload.text));
    const served = await client.sendTo(1, { method: 'GET', path: url });
    expect(served.status).toBe(200);
    expect(served.bytes.equals(images.png)).toBe(true);
    const deleted = await client.sendTo(2, {
      method: 'POST',
      path: '/api/v1/file/delete',
      headers: bearer(admin.token),
      body: { fileName: url },
    });
    expect(deleted.status, deleted.text).toBe(200);
    for (const i of [0, 1]) expect((await client.sendTo(i, { method: 'GET', path: url })).status).toBe(404);
  });

  it('the sign-in limit counts across instances', async () => {
    // 10 a minute per address and email: spread over three instances, each sees only 3 or 4.
    const guesser = roundRobin(cluster.ports);
    const email = `nobody-${randomBytes(4).toString('hex')}@example.com`;
    const replies: Reply[] = [];
    for (let n = 0; n < 11; n++) replies.push(await guesser.send(login(email, 'not-the-password')));
    expect(new Set(replies.map((reply) => reply.instance)).size).toBe(3);
    expect(replies.map((reply) => reply.status)).toEqual([...Array(10).fill(401), 429]);
  });

  it('an instance killed under load leaves the other two answering every request', async () => {
    const load = steadyLoad(client, () => categories(admin.token));
    await sleep(1000);
    const exit = await cluster.stop(2, 'SIGKILL');
    const killedAt = performance.now();
    expect(exit.signal).toBe('SIGKILL');
    await sleep(2000);
    const figures = await load.stop();
    console.log(describeFigures('one instance killed (SIGKILL) under load', figures));
    expect(figures.failed, figures.failures.join('\n')).toBe(0);
    const answeredAfter = new Set(figures.replies.filter((reply) => reply.at > killedAt).map((r) => r.instance));
    expect([...answeredAfter].sort()).toEqual([0, 1]);
    await cluster.start(2);
  });

  it('a rolling restart (SIGTERM, one instance at a time) under load: no request fails', async () => {
    const run = randomBytes(4).toString('hex');
    const created: string[] = [];
    const path = '/api/v1/categories/create';
    const category = (name: string) => {
      created.push(name);
      return { name, description: 'Written during a rolling restart' };
    };
    // Reads, and a write in four: a draining instance's 503 was never handled, so it is safe to send again.
    const load = steadyLoad(client, (n) =>
      n % 4 === 3
        ? { method: 'POST', path, headers: bearer(admin.token), body: category(`rolling-${run}-${n}`) }
        : categories(admin.token),
    );
    const restartedAt: number[] = [];
    const started = performance.now();
    await sleep(1000);
    for (const i of INSTANCES) {
      // A write still arriving when SIGTERM comes keeps the instance draining (answering 503) for a second.
      const slow = slowPost(
        cluster.ports[i] as number,
        path,
        bearer(admin.token),
        category(`rolling-${run}-slow-${i}`),
        1000,
      );
      await slow.started;
      const stopped = cluster.stop(i, 'SIGTERM');
      expect(await slow.status).toBe(201);
      expect(await stopped).toEqual({ code: 0, signal: null });
      await cluster.start(i);
      restartedAt[i] = performance.now();
      // Back in the rotation (the client set it aside for Retry-After at its first 503) before the next stops.
      await sleep(RETRY_AFTER_SECONDS * 1000 + 1000);
    }
    const figures = await load.stop();
    console.log(
      `${describeFigures('rolling restart of three instances under load', figures)}, ${Math.round((performance.now() - started) / 1000)} s`,
    );
    expect(figures.failed, figures.failures.join('\n')).toBe(0);
    // The draining instances' 503s were met, and waited out.
    expect(figures.detours['503']).toBeGreaterThan(0);
    for (const i of INSTANCES) {
      expect(figures.replies.some((reply) => reply.instance === i && reply.at > (restartedAt[i] as number))).toBe(true);
    }
    // Every acknowledged write is stored, once.
    const db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    const { rows } = await db.query<{ name: string }>('select name from categories where name like $1', [
      `rolling-${run}-%`,
    ]);
    await db.end();
    expect(rows.map((row) => row.name).sort()).toEqual([...created].sort());
  });
});
