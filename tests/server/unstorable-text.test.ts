import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { declaredAccess } from '../../src/server/auth/guard';
import { users } from '../../src/server/db/schema';
import { serializeError } from '../../src/server/http/logSerializers';
import { ROLES, type Role } from '../../src/shared/contract/common';
import { withTestApp } from './helper';
import { expectApiError, freshAddress } from './helpers/http';

const UNSTORABLE = 'Text must not contain NUL or other characters that cannot be stored';
const PREFIX = '/api/v1/__unstorable_test__';
const SECRET = 'hunter2-secret-param';
/** NUL, and lone UTF-16 surrogates (high, low): none can be stored as PostgreSQL text. */
const BAD_TEXTS = ['a\u0000b', 'a\ud800b', 'a\udc00b'];

const t = withTestApp({ users: [] });
/** The same database with a logger writing into `logLines`. */
let logged: FastifyInstance;
const logLines: string[] = [];
const tokens = {} as Record<Role, string>;

beforeAll(async () => {
  logged = await t.secondApp({ log: { lines: logLines } });
  // Routes of this test only: the database's own refusals, reached past the request check.
  await logged.register(
    async (api) => {
      const config = { access: 'public' as const };
      api.post('/text', { config }, async () => t.database.db.execute(sql`select ${'a\u0000b'}::text as v`));
      api.post('/jsonb', { config }, async () => t.database.db.execute(sql`select ${'{"a":"\\u0000"}'}::jsonb as v`));
      api.post('/missing-table', { config }, async () =>
        t.database.db.execute(sql`select * from no_such_table where x = ${SECRET}`),
      );
    },
    { prefix: PREFIX },
  );
  for (const role of ROLES) tokens[role] = (await t.signIn(await t.addUser(role), logged)).token;
});

describe('text PostgreSQL cannot store', () => {
  it('a NUL in the signup form: 400 naming the field, no account, nothing sensitive logged', async () => {
    const email = `nul-${Date.now()}@example.com`;
    const res = await logged.inject({
      method: 'POST',
      url: '/api/v1/auth/vendor-signup',
      remoteAddress: freshAddress(),
      payload: { name: 'a\u0000b', email, mobile: '9876543210', password: 'secret123' },
    });
    expect(expectApiError(res, 400, UNSTORABLE).errors).toEqual({ name: UNSTORABLE });
    expect(await t.database.db.query.users.findFirst({ where: eq(users.email, email) })).toBeUndefined();
    const log = logLines.join('\n');
    expect(log).not.toContain(email);
    expect(log).not.toContain('$argon2');
    expect(log).not.toContain('9876543210');
  });

  it('is refused in every field of every JSON body, with the field named, for each unstorable character', async () => {
    const spec = logged.swagger() as {
      paths: Record<
        string,
        Record<
          string,
          { requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }
        >
      >;
    };
    const routes = declaredAccess(logged).filter((r) => r.method === 'POST' && !r.url.startsWith(PREFIX));
    let checked = 0;
    for (const route of routes) {
      const properties =
        spec.paths[route.url]?.post?.requestBody?.content?.['application/json']?.schema?.properties ?? {};
      const role = route.access === 'public' || route.access === undefined ? undefined : route.access[0];
      const headers = role ? { authorization: `Bearer ${tokens[role]}` } : {};
      for (const field of Object.keys(properties)) {
        for (const bad of BAD_TEXTS) {
          const res = await logged.inject({
            method: 'POST',
            url: route.url,
            headers,
            remoteAddress: freshAddress(),
            payload: { [field]: bad },
          });
          expect(res.statusCode, `${route.url} ${field}: ${res.body}`).toBe(400);
          expect(res.json(), `${route.url} ${field}`).toEqual({ message: UNSTORABLE, errors: { [field]: UNSTORABLE } });
          checked += 1;
        }
      }
    }
    // The catalog, auth and file routes: a guard against the walk silently finding no fields.
    expect(checked).toBeGreaterThan(40 * BAD_TEXTS.length);
  });

  it('is refused inside nested values and object keys (information pairs)', async () => {
    const headers = { authorization: `Bearer ${tokens.ADMIN}` };
    const body = { name: 'Mixer', dailyRate: 10, unitName: 'day', information: [{ 'Po\u0000wer': 'Diesel' }] };
    const res = await logged.inject({
      method: 'POST',
      url: '/api/v1/equipments/add-equipment',
      headers,
      payload: body,
    });
    expect(expectApiError(res, 400, UNSTORABLE).errors).toEqual({ 'information.0.Po\u0000wer': UNSTORABLE });
    const value = await logged.inject({
      method: 'POST',
      url: '/api/v1/equipments/add-equipment',
      headers,
      payload: { ...body, information: [{ Power: 'Die\u0000sel' }] },
    });
    expect(expectApiError(value, 400, UNSTORABLE).errors).toEqual({ 'information.0.Power': UNSTORABLE });
  });

  it('is refused in the query string', async () => {
    const res = await logged.inject({
      method: 'GET',
      url: '/api/v1/categories?filter=%00',
      headers: { authorization: `Bearer ${tokens.ADMIN}` },
    });
    expect(expectApiError(res, 400, UNSTORABLE).errors).toEqual({ filter: UNSTORABLE });
  });

  it('emoji and other well-formed text pass the check', async () => {
    const res = await logged.inject({
      method: 'POST',
      url: '/api/v1/categories/create',
      headers: { authorization: `Bearer ${tokens.ADMIN}` },
      payload: { name: `Tiles 🧱 ${Date.now()}`, description: 'Ceramic — floor & wall' },
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe("the database's own refusals, as a last line of defence", () => {
  it('a data exception (22021 in text, 22P05 in jsonb) is a 400, not a 500', async () => {
    expectApiError(await logged.inject({ method: 'POST', url: `${PREFIX}/text` }), 400, 'Invalid input');
    expectApiError(await logged.inject({ method: 'POST', url: `${PREFIX}/jsonb` }), 400, 'Invalid input');
  });

  it('a failed query is logged by its statement, never its parameters', async () => {
    logLines.length = 0;
    expectApiError(await logged.inject({ method: 'POST', url: `${PREFIX}/missing-table` }), 500);
    const log = logLines.join('\n');
    expect(log).toContain('Failed query: select * from no_such_table where x = $1');
    expect(log).toContain('42P01');
    expect(log).not.toContain(SECRET);
  });

  it('the error serializer keeps codes and names but drops params and detail', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
      code: '23505',
      constraint: 'users_email_unique',
      detail: `Key (email)=(${SECRET}) already exists.`,
    });
    const err = Object.assign(new Error(`Failed query: insert into users values ($1)\nparams: ${SECRET}`), {
      query: 'insert into users values ($1)',
      params: [SECRET],
      cause,
    });
    const safe = serializeError(err);
    expect(JSON.stringify(safe)).not.toContain(SECRET);
    expect(safe).toMatchObject({
      message: 'Failed query: insert into users values ($1)',
      cause: { code: '23505', constraint: 'users_email_unique' },
    });
  });
});
