import { expect, it } from 'vitest';
import { withTestApp } from './helper';

const t = withTestApp({ users: ['vendorA'] });

const productsPage = () => t.vendorA.get('/api/v1/products/get-vendor-products?pageNumber=1&pageSize=10');

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
