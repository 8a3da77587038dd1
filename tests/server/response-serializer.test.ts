import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from '../../src/server/http/responseSerializer';

const record = z.object({
  id: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  price: z.number(),
  information: z.array(z.record(z.string(), z.string())),
  status: z.enum(['Available', 'Not Available']),
  note: z.string().optional(),
});
const list = z.object({ data: z.array(record) });

/** An app with one route answering `payload` under `schema`, serialized as production or as tests do. */
async function appAnswering(schema: z.ZodType, payload: unknown, check: boolean) {
  const app = Fastify();
  app.setSerializerCompiler(responseSerializerCompiler({ check }));
  app.get('/', { schema: { response: { 200: schema } } }, async () => payload);
  await app.ready();
  return app;
}

const row = {
  id: 'a',
  name: 'Mixer "M-1"\n',
  imageUrl: null,
  price: 1250.5,
  information: [{ Capacity: '500 L', 'Power ⚡': '3 phase' }],
  status: 'Available',
};

describe('the response writer', () => {
  for (const check of [false, true]) {
    it(`writes exactly the contract's fields, as JSON.stringify of the checked value would (check ${check})`, async () => {
      const app = await appAnswering(list, { data: [{ ...row, secret: 'hash', createdAt: new Date() }, row] }, check);
      const res = await app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(JSON.stringify({ data: [row, row] }));
      await app.close();
    });

    it(`answers 500 rather than a record without a required field (check ${check})`, async () => {
      const { name: _dropped, ...nameless } = row;
      const app = await appAnswering(list, { data: [nameless] }, check);
      const res = await app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('Mixer');
      await app.close();
    });
  }

  it('outside production refuses a value the contract refuses even where the writer would coerce it', async () => {
    const app = await appAnswering(list, { data: [{ ...row, price: '12' }] }, true);
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(500);
    await app.close();
  });

  it('outside production refuses a schema whose checked output the writer cannot reproduce', async () => {
    // Sent as a number by the writer (the schema's output side), as a string by zod's encode.
    const priceAsText = z.codec(z.string(), z.number(), { decode: Number, encode: String });
    const app = await appAnswering(z.object({ price: priceAsText }), { price: 12 }, true);
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toContain('the response writer and the contract disagree');
    await app.close();
  });
});
