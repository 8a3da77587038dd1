import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, createUser, signIn, type TestApp } from './helpers/app';

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  headers = (await signIn(t.app, await createUser(t.database, 'VENDOR'))).headers;
});
afterAll(() => t.close());

const productsPage = () =>
  t.app.inject({ method: 'GET', url: '/api/v1/products/get-vendor-products?pageNumber=1&pageSize=10', headers });

it('answers a list whose statement is prepared by name after the pool replaced its connection', async () => {
  expect((await productsPage()).statusCode).toBe(200);
  // What the pool does to an idle connection after 10 s, or to a broken one.
  for (let i = 0; i < 2; i++) {
    const client = await t.database.pool.connect();
    client.release(true);
  }
  const res = await productsPage();
  expect(res.statusCode, res.body).toBe(200);
});
