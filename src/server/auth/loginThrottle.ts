import { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../shared/messages';
import { HttpError } from '../errors';
import { logSecurityEvent } from '../http/securityEvents';

/**
 * The sign-in limits (docs/security.md, "Rate limits"), counted in the rate-limit store (memory,
 * or Redis with REDIS_URL, so instances share them):
 * - per address and email, 10 a minute; per address, 50 a minute and 100 an hour (any outcome);
 * - per account, across all addresses: after 10 failed sign-ins, each less than an hour after the
 *   last, one attempt per 15 minutes until an hour passes without a failure. The gate is taken
 *   before the password is checked, so concurrent guesses get one try between them, and
 *   attempts it refuses do not lengthen it. An address the account signed in from in the last
 *   30 days is never gated, so an attacker elsewhere cannot lock the owner out of it.
 */
const LOGIN_LIMITS = {
  perAddressAndEmail: { max: 10, timeWindow: 60_000 },
  perAddress: { max: 50, timeWindow: 60_000 },
  perAddressHourly: { max: 100, timeWindow: 3_600_000 },
  freeFailures: { max: 10, timeWindow: 3_600_000 },
  gate: { max: 1, timeWindow: 15 * 60_000 },
  knownAddress: { max: 1, timeWindow: 30 * 24 * 3_600_000 },
} as const;

/**
 * Keys the per-account limits keep in memory (the plugin's default is 5,000 a limiter, oldest
 * dropped first): enough that spraying other emails cannot push an account's failures out.
 */
const ACCOUNT_KEYS_IN_MEMORY = 100_000;

/** Which limit refused a sign-in: the `reason` of its security event. */
type ThrottleReason = 'address-email' | 'address' | 'address-hourly' | 'account-locked';

/** The email tried: the body is validated (trimmed, lower-cased) before the limits run. */
function emailOf(request: FastifyRequest): string {
  const body = request.body;
  return body && typeof body === 'object' && 'email' in body && typeof body.email === 'string' ? body.email : '';
}

/** IPv6 by its /64, which one client holds whole: the plugin's own rule for its default key. */
const addressOf = (request: FastifyRequest) => normalizeIP(request.ip);

export function loginThrottle(app: FastifyInstance) {
  const limiter = (options: RateLimitOptions, key: (request: FastifyRequest) => string) => {
    const limit = app.createRateLimit({ ...options, keyGenerator: key });
    /** Counts the request (or only looks) and answers how far past the limit it is. */
    return async (request: FastifyRequest, increment = true) => {
      const result = await limit(request, { increment });
      return result.isAllowed
        ? { reached: false, exceeded: false, retryAfter: 0 }
        : { reached: result.remaining === 0, exceeded: result.isExceeded, retryAfter: result.ttlInSeconds };
    };
  };
  const perAddressLimits: [ThrottleReason, ReturnType<typeof limiter>][] = [
    [
      'address-email',
      limiter(LOGIN_LIMITS.perAddressAndEmail, (r) => `login-per-address-email:${addressOf(r)}|${emailOf(r)}`),
    ],
    ['address', limiter(LOGIN_LIMITS.perAddress, (r) => `login-per-address:${addressOf(r)}`)],
    ['address-hourly', limiter(LOGIN_LIMITS.perAddressHourly, (r) => `login-per-address-hour:${addressOf(r)}`)],
  ];
  // A failure past the free ones restarts the hour (continueExceeding): the gate lasts while they come.
  const failures = limiter(
    { ...LOGIN_LIMITS.freeFailures, continueExceeding: true, cache: ACCOUNT_KEYS_IN_MEMORY },
    (r) => `login-failures:${emailOf(r)}`,
  );
  const gate = limiter({ ...LOGIN_LIMITS.gate, cache: ACCOUNT_KEYS_IN_MEMORY }, (r) => `login-gate:${emailOf(r)}`);
  const knownAddress = limiter(
    { ...LOGIN_LIMITS.knownAddress, continueExceeding: true, cache: ACCOUNT_KEYS_IN_MEMORY },
    (r) => `login-known-address:${emailOf(r)}|${addressOf(r)}`,
  );

  const refuse = (request: FastifyRequest, reply: FastifyReply, reason: ThrottleReason, retryAfter: number) => {
    logSecurityEvent(request, 'sign-in-throttled', { email: emailOf(request), reason, statusCode: 429 });
    reply.header('Retry-After', Math.max(1, retryAfter));
    return new HttpError(429, messages.auth.tooManyRequests);
  };

  return {
    /** A preHandler: refuses (429, Retry-After, a security event) an attempt past any limit. */
    async check(request: FastifyRequest, reply: FastifyReply) {
      for (const [reason, limit] of perAddressLimits) {
        const { exceeded, retryAfter } = await limit(request);
        if (exceeded) throw refuse(request, reply, reason, retryAfter);
      }
      if ((await knownAddress(request, false)).reached) return;
      if (!(await failures(request, false)).reached) return;
      const { exceeded, retryAfter } = await gate(request);
      if (exceeded) throw refuse(request, reply, 'account-locked', retryAfter);
    },
    /** Counts a wrong password (or an unknown email: the same, so the gate does not tell them apart). */
    async failed(request: FastifyRequest) {
      await failures(request);
    },
    /** Remembers the address the account signed in from. */
    async signedIn(request: FastifyRequest) {
      await knownAddress(request);
    },
  };
}
