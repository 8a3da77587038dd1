import type { InjectOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { conflict, notFound } from '../../src/server/errors';
import { messages } from '../../src/shared/messages';
import { withTestApp } from './helper';
import { expectApiError } from './helpers/http';

const SERVER_ERROR = 'Something went wrong on our side, please try again';
const DB_DOWN = 'The database is unavailable, please try again shortly';
const SECRET = 'password=hunter2 at /srv/app/src/server/secret.ts:42';
const PREFIX = '/api/v1/__errors_test__';

/** Routes of this test only: each fails in its own way. */
const failingRoutes: FastifyPluginAsyncZod = async (api) => {
  const config = { access: 'public' as const };
  api.get('/crash', { config }, async () => {
    throw new Error(`crashed: ${SECRET}`);
  });
  api.get('/type-error', { config }, async () => {
    const nothing = null as unknown as { deep: { x: number } };
    return { x: nothing.deep.x };
  });
  api.get('/throws-string', { config }, async () => {
    throw SECRET as unknown as Error;
  });
  api.get('/db-error', { config }, async () => {
    throw Object.assign(new Error(`relation "users" violates constraint: ${SECRET}`), {
      code: '23505',
      detail: SECRET,
    });
  });
  api.get('/db-down', { config }, async () => {
    throw Object.assign(new Error(`connect ECONNREFUSED 10.1.2.3:5432 ${SECRET}`), { code: 'ECONNREFUSED' });
  });
  // A connection reset by the database (not by the client) after the whole body was read.
  api.post('/db-reset', { config }, async () => {
    throw Object.assign(new Error(`read ECONNRESET ${SECRET}`), { code: 'ECONNRESET' });
  });
  api.get('/db-down-wrapped', { config }, async () => {
    throw new Error(`query failed: ${SECRET}`, {
      cause: Object.assign(new Error('Connection terminated unexpectedly'), { code: '57P01' }),
    });
  });
  api.get('/upstream-5xx', { config }, async () => {
    throw Object.assign(new Error(`upstream said: ${SECRET}`), { statusCode: 502 });
  });
  api.get('/teapot', { config }, async () => {
    throw Object.assign(new Error('I am a teapot'), { statusCode: 418 });
  });
  api.get('/conflict', { config }, async () => {
    throw conflict('Already there', { name: 'Already there' });
  });
  api.get('/missing', { config }, async () => {
    throw notFound('Equipment not found');
  });
  api.get(
    '/bad-response',
    { config, schema: { response: { 200: z.object({ amount: z.number() }) } } },
    async () => ({ amount: `not a number: ${SECRET}` }) as unknown as { amount: number },
  );
  api.get(
    '/query',
    {
      config,
      schema: { querystring: z.object({ page: z.coerce.number().int().min(1, { error: 'Page must be at least 1' }) }) },
    },
    async (request) => ({ page: request.query.page }),
  );
  api.post(
    '/nested',
    {
      config,
      schema: {
        body: z.object({
          name: z.string({ error: 'Name is required' }).min(1, { error: 'Name is required' }),
          information: z.array(z.object({ key: z.string().min(1, { error: 'Property name is required' }) })),
        }),
      },
    },
    async (request) => ({ ok: request.body.name }),
  );
};

const t = withTestApp({ users: [] });
beforeAll(async () => {
  await t.app.register(failingRoutes, { prefix: PREFIX });
});

const get = (path: string) => t.app.inject({ method: 'GET', url: `${PREFIX}${path}` });

/** A 5xx body: exactly the generic message, nothing of the failure. */
function expectNoLeak(res: Awaited<ReturnType<typeof get>>, status: number, message: string) {
  expect(expectApiError(res, status, message)).toEqual({ message });
  for (const fragment of [
    'hunter2',
    'secret.ts',
    '/srv/',
    'stack',
    'ECONNREFUSED',
    '10.1.2.3',
    'relation',
    'Cannot read',
  ]) {
    expect(res.body).not.toContain(fragment);
  }
}

describe('the error format', () => {
  it('an unexpected exception: 500 with a generic message and no internals', async () => {
    expectNoLeak(await get('/crash'), 500, SERVER_ERROR);
  });

  it('a programming error (TypeError): 500, generic', async () => {
    expectNoLeak(await get('/type-error'), 500, SERVER_ERROR);
  });

  it('a thrown non-Error value: 500, generic', async () => {
    expectNoLeak(await get('/throws-string'), 500, SERVER_ERROR);
  });

  it('a unique-constraint violation: 409 with a generic message, no SQL text', async () => {
    expectNoLeak(await get('/db-error'), 409, 'A record with these details already exists');
  });

  it('the database unreachable: 503, generic', async () => {
    expectNoLeak(await get('/db-down'), 503, DB_DOWN);
    expectNoLeak(await get('/db-down-wrapped'), 503, DB_DOWN);
  });

  it('the database resetting its connection while answering a POST whose body was read: 503', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${PREFIX}/db-reset`, payload: { some: 'body' } });
    expectNoLeak(res, 503, DB_DOWN);
  });

  it('an error carrying a 5xx status of its own: still 500 and generic', async () => {
    expectNoLeak(await get('/upstream-5xx'), 500, SERVER_ERROR);
  });

  it('a response that does not match its schema: 500, generic', async () => {
    expectNoLeak(await get('/bad-response'), 500, SERVER_ERROR);
  });

  it('our own 4xx errors keep their status, message and field errors', async () => {
    expect(expectApiError(await get('/conflict'), 409, 'Already there')).toEqual({
      message: 'Already there',
      errors: { name: 'Already there' },
    });
    expect(expectApiError(await get('/missing'), 404, 'Equipment not found')).toEqual({
      message: 'Equipment not found',
    });
  });

  it('a client error status from elsewhere keeps its status and message', async () => {
    expect(expectApiError(await get('/teapot'), 418, 'I am a teapot')).toEqual({ message: 'I am a teapot' });
  });

  it('a query that fails validation: 400 with the field', async () => {
    const body = expectApiError(await get('/query?page=0'), 400, 'Page must be at least 1');
    expect(body.errors).toEqual({ page: 'Page must be at least 1' });
    const ok = await get('/query?page=2');
    expect(ok.statusCode).toBe(200);
  });

  it('nested body fields are named by their path, the first failing field gives the message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${PREFIX}/nested`,
      payload: { name: '', information: [{ key: 'a' }, { key: '' }] },
    });
    const body = expectApiError(res, 400, 'Name is required');
    expect(body.errors).toEqual({ name: 'Name is required', 'information.1.key': 'Property name is required' });
  });

  it('an unknown API path: a JSON 404; a method the path does not take: 405 with Allow', async () => {
    expectApiError(
      await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' }),
      404,
      'No such call: GET /api/v1/no-such-thing',
    );
    const wrongMethod = await t.app.inject({ method: 'DELETE', url: '/api/v1/auth/login' });
    expectApiError(wrongMethod, 405, `${messages.general.methodNotAllowed} POST`);
    expect(wrongMethod.headers.allow).toBe('POST');
  });

  it('an unknown API path does not echo its query string', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing?token=abc' });
    expectApiError(res, 404);
    expect(res.body).not.toContain('token=abc');
  });

  it('the real endpoints answer every failure in the same format', async () => {
    const cases = [
      { method: 'POST', url: '/api/v1/auth/login', payload: {} },
      { method: 'POST', url: '/api/v1/auth/login', payload: { email: 'nobody@test.example', password: 'x' } },
      { method: 'POST', url: '/api/v1/auth/vendor-signup', payload: { email: 'bad' } },
      { method: 'POST', url: '/api/v1/auth/refresh-token' },
      { method: 'POST', url: '/api/v1/auth/logout', headers: { origin: 'https://evil.example' } },
      { method: 'POST', url: '/api/v1/auth/change-password', payload: { password: 'abcdefg' } },
      { method: 'GET', url: '/api/v1/dashboard/vendor-dashboard', headers: { authorization: 'Bearer x.y.z' } },
    ] satisfies InjectOptions[];
    for (const c of cases) {
      const res = await t.app.inject(c);
      expect(res.statusCode, `${c.method} ${c.url}`).toBeGreaterThanOrEqual(400);
      expectApiError(res, res.statusCode);
    }
  });
});
