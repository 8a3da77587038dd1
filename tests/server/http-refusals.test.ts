import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { withTestApp } from './helper';
import { expectApiError, UNKNOWN_ID } from './helpers/http';

/** Issue 25: a wrong method, and what Node's parser refuses, answered in the error format. */
const t = withTestApp({ users: ['admin'] });

describe('a wrong method on a path that exists', () => {
  it.each([
    ['DELETE', '/api/v1/health', 'GET, HEAD'],
    ['GET', '/api/v1/products/add-product', 'POST'],
    ['PATCH', `/api/v1/vendors/${UNKNOWN_ID}`, 'GET, HEAD, PUT'],
    ['POST', '/api/docs/json', 'GET, HEAD'],
  ])('%s %s answers 405 with Allow: %s', async (method, url, allow) => {
    const res = await t.admin.inject({ method: method as 'GET', url });
    expectApiError(res, 405, `${messages.general.methodNotAllowed} ${allow}`);
    expect(res.headers.allow).toBe(allow);
  });

  it('an unknown path is still 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.admin.inject({ method, url: '/api/v1/products/no-such-call' });
      expectApiError(res, 404, `No such call: ${method} /api/v1/products/no-such-call`);
      expect(res.headers.allow).toBeUndefined();
    }
  });
});

describe("what Node's parser refuses, on a real socket", () => {
  let port: number;
  beforeAll(async () => {
    const app = await t.secondApp({});
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });

  /** Sends raw bytes and reads the whole answer until the server closes the connection. */
  const exchange = (request: string) =>
    new Promise<{ status: number; headers: string; body: string }>((resolve, reject) => {
      let answer = '';
      const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = '', body = ''] = answer.split('\r\n\r\n');
        resolve({ status: Number(head.split(' ')[1]), headers: head, body });
      });
    });

  const tooLarge = 'a'.repeat(20 * 1024);
  it.each([
    ['a URL longer than the limit', `GET /api/v1/health?q=${tooLarge} HTTP/1.1\r\nHost: localhost\r\n\r\n`],
    ['a header larger than the limit', `GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${tooLarge}\r\n\r\n`],
  ])('%s answers 431 with { message }', async (_what, request) => {
    const { status, headers, body } = await exchange(request);
    expect(status).toBe(431);
    expect(headers).toMatch(/\r\ncontent-type: application\/json/i);
    expect(JSON.parse(body)).toEqual({ message: messages.general.headersTooLarge });
  });

  it('a request that is not HTTP answers 400 with { message }', async () => {
    const { status, body } = await exchange('NOT HTTP AT ALL\r\n\r\n');
    expect(status).toBe(400);
    expect(JSON.parse(body)).toEqual({ message: messages.general.malformedRequest });
  });
});
