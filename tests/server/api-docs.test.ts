import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema } from '../../src/shared/contract/common';
import { withTestApp } from './helper';

/**
 * Issue 25: the API's description stays public in production (docs/security.md, "The API's
 * description"), and names the error answer every call may give.
 */
const t = withTestApp({ users: [] });
let production: FastifyInstance;
beforeAll(async () => {
  production = await t.secondApp({
    env: { NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-of-at-least-32-characters' },
  });
});

describe('/api/docs in production', () => {
  it('is served to an anonymous caller: the document and its page', async () => {
    expect(production.deps.config.production).toBe(true);
    const document = await production.inject({ method: 'GET', url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
    expect(document.json()).toMatchObject({ openapi: expect.any(String), paths: expect.any(Object) });
    const page = await production.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBeLessThan(400);
  });

  it('lists the error answer, generated from the contract', async () => {
    const document = (await production.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.components.responses.ApiError.content['application/json'].schema).toEqual(
      z.toJSONSchema(apiErrorSchema, { target: 'openapi-3.0' }),
    );
    expect(document.info.description).toMatch(/405 with Allow.*431/);
  });
});

describe('/api/docs on a phone', () => {
  it("tells the browser to lay its page out at the device's width (once), and leaves the document alone", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    const viewports = page.body.match(/<meta name="viewport" content="width=device-width, initial-scale=1">/g);
    expect(viewports).toHaveLength(1);
    expect(page.body.indexOf('<meta charset="UTF-8">')).toBeLessThan(page.body.indexOf('name="viewport"'));
    const document = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(document.body).not.toContain('name="viewport"');
  });
});
