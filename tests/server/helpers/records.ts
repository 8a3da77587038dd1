import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Headers, TestKit } from '../helper';
import { expectApiError, FORBIDDEN, NOT_SIGNED_IN } from './http';

/**
 * The calls of one admin record API (categories, equipment, service providers): `call('')` is
 * its GET list, `call(path, body)` a POST to `base/path`; the admin's by default.
 */
export function recordCalls(t: TestKit<'admin'>, base: string) {
  const call = (path: string, payload?: unknown, headers: Headers = t.admin.headers) =>
    path === ''
      ? t.app.inject({ method: 'GET', url: base, headers })
      : t.app.inject({
          method: 'POST',
          url: `${base}/${path}`,
          headers,
          ...(payload === undefined ? {} : { payload: payload as object }),
        });
  /** A body sent as written, for JSON that JavaScript cannot produce (1e400). */
  const rawCall = (path: string, json: string) =>
    t.admin.inject({
      method: 'POST',
      url: `${base}/${path}`,
      headers: { 'content-type': 'application/json' },
      payload: json,
    });
  return { call, rawCall };
}

/** Anonymous 401, a vendor and a customer 403: what every call of the admin's alone answers them. */
export async function expectRefusedToAllButAdmin(
  t: TestKit<'vendorA' | 'customer'>,
  send: (headers: Headers) => Promise<LightMyRequestResponse>,
) {
  expectApiError(await send({}), 401, NOT_SIGNED_IN);
  expectApiError(await send(t.vendorA.headers), 403, FORBIDDEN);
  expectApiError(await send(t.customer.headers), 403, FORBIDDEN);
}

/** The admin's answer to a write is a success (201 for an add, 200 for the rest). */
export const expectWritten = (res: LightMyRequestResponse) => expect([200, 201], res.body).toContain(res.statusCode);
