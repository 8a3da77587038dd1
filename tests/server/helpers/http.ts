import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { expect } from 'vitest';
import { type AccessClaims, accessClaimsSchema } from '../../../src/shared/contract/auth';
import { type ApiError, apiErrorSchema } from '../../../src/shared/contract/common';

export const NOT_SIGNED_IN = 'Please sign in to continue';
export const FORBIDDEN = 'You do not have permission to do this';
/** A well-formed id no record has. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** The error body of DESIGN.md "The contract", and nothing else. */
const strictApiError = apiErrorSchema.strict();

/**
 * Asserts a response is the API's error format: the status, a JSON `{ message, errors? }` body
 * with no other keys, and (when given) the exact message.
 */
export function expectApiError(res: LightMyRequestResponse, status: number, message?: string): ApiError {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const parsed = strictApiError.safeParse(res.json());
  expect(parsed.success, `not { message, errors? }: ${res.body}`).toBe(true);
  const body = parsed.data as ApiError;
  if (message !== undefined) expect(body.message).toBe(message);
  return body;
}

/** What an access table expects of a caller: 401 and 403 in the error format with their messages, or the status. */
export function expectAccess(res: LightMyRequestResponse, status: number, who: string) {
  if (status === 401) expectApiError(res, 401, NOT_SIGNED_IN);
  else if (status === 403) expectApiError(res, 403, FORBIDDEN);
  else expect(res.statusCode, `${who}: ${res.body}`).toBe(status);
}

/** The claims of an access token, checked against the contract's schema. */
export function claimsOf(token: string): AccessClaims & { exp: number; iat: number } {
  const claims = accessClaimsSchema.parse(decodeJwt(token));
  if (claims.exp === undefined || claims.iat === undefined) throw new Error('token without exp/iat');
  return claims as AccessClaims & { exp: number; iat: number };
}

/** An access token signed with any secret and any claims (for expired, foreign or forged tokens). */
export async function signRaw(
  secret: string,
  claims: Record<string, unknown>,
  { expiresAt, issuedAt }: { expiresAt: number; issuedAt?: number } = {
    expiresAt: Math.floor(Date.now() / 1000) + 900,
  },
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(issuedAt ?? Math.floor(Date.now() / 1000))
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));
}

/** The refresh cookie a response set, with its attributes. */
export function refreshCookieOf(res: LightMyRequestResponse) {
  return res.cookies.find((c) => c.name === 'refresh_token');
}

/** A bearer header for a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** POST /api/v1/auth/refresh-token with a cookie header (or none) and extra headers. */
export function refresh(app: FastifyInstance, cookie: string | undefined, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/refresh-token',
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });
}

/** POST /api/v1/auth/logout with a cookie header (or none) and extra headers. */
export function logout(app: FastifyInstance, cookie: string | undefined, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/logout',
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });
}

let address = 0;
/** A remote address of its own, so rate limits counted per address do not leak between tests. */
export function freshAddress(): string {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

/** The status of a sign-in from an address of its own (so no rate limit of another test counts). */
export async function loginStatus(app: FastifyInstance, email: string, password: string): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: freshAddress(),
    payload: { email, password },
  });
  return res.statusCode;
}

/** GET /api/v1/categories with a token: a call any signed-in user may make. */
export const categoriesWith = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/v1/categories', headers: bearer(token) });

/**
 * Polls `app` with the token until it is refused (or `ms` pass): the last answer and when it came,
 * in ms from the call.
 */
export async function refusedWithin(app: FastifyInstance, token: string, ms: number) {
  const started = performance.now();
  for (;;) {
    const res = await categoriesWith(app, token);
    const after = performance.now() - started;
    if (res.statusCode === 401 || after > ms) return { res, after };
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
