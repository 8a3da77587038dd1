import { createHash, createHmac, createSecretKey, type KeyObject, randomBytes, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import { z } from 'zod';
import { accessClaimsSchema } from '../../shared/contract/auth';

export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 14 * 24 * 60 * 60 * 1000;

/** What the server insists on: a token without an expiry or a session is never accepted. */
const verifiedClaimsSchema = accessClaimsSchema.extend({
  sid: z.uuid(),
  sub: z.uuid(),
  exp: z.number(),
  iat: z.number(),
});
export type VerifiedClaims = z.infer<typeof verifiedClaimsSchema>;
/** What we sign: every token we issue says when its session's password was typed. */
export type TokenSubject = Omit<VerifiedClaims, 'exp' | 'iat' | 'auth_time'> & { auth_time: number };

export interface TokenSigner {
  sign(subject: TokenSubject): Promise<string>;
  verify(token: string): Promise<VerifiedClaims | null>;
}

const jsonPart = (part: string): unknown => {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
};

/** The header we sign with, and the only one we accept: no other algorithm, no critical extensions. */
const headerSchema = z.object({ alg: z.literal('HS256'), typ: z.literal('JWT').optional() }).strict();

/**
 * A compact HS256 JWT checked synchronously with node:crypto: every signed-in request verifies
 * one, and jose's WebCrypto path costs a thread-pool round trip each time (a quarter of a small
 * list's CPU). The header must be exactly HS256, the signature match in constant time, `exp` lie
 * ahead (checked by the caller) and `iat` be present, and the claims fit the contract; anything
 * else is null.
 */
function verifyHs256(token: string, key: KeyObject): Checked | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  if (!headerSchema.safeParse(jsonPart(header)).success) return null;
  const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  // base64url decoding skips stray characters: the signature must also re-encode to itself.
  if (given.length !== expected.length || given.toString('base64url') !== signature) return null;
  if (!timingSafeEqual(given, expected)) return null;
  const claims = jsonPart(payload);
  const parsed = verifiedClaimsSchema.safeParse(claims);
  if (!parsed.success) return null;
  const nbf: unknown = Reflect.get(claims as object, 'nbf');
  if (nbf !== undefined && typeof nbf !== 'number') return null;
  return { claims: parsed.data, nbf: nbf ?? 0 };
}

interface Checked {
  claims: VerifiedClaims;
  nbf: number;
}

const MAX_CACHED_TOKENS = 10_000;

/**
 * Tokens whose signature and claims were checked, by their exact text: a signed-in client sends
 * the same token with every call until it refreshes, so the HMAC and two JSON parses run once
 * per token rather than per request. The time window is checked on every use.
 */
function checkedTokens(key: KeyObject) {
  const cache = new Map<string, Checked | null>();
  return (token: string): VerifiedClaims | null => {
    let checked = cache.get(token);
    if (checked === undefined) {
      checked = verifyHs256(token, key);
      if (cache.size >= MAX_CACHED_TOKENS) cache.clear();
      cache.set(token, checked);
    }
    if (!checked) return null;
    const now = Math.floor(Date.now() / 1000);
    return checked.claims.exp > now && checked.nbf <= now ? checked.claims : null;
  };
}

export function createTokenSigner(secret: string): TokenSigner {
  // A KeyObject is imported once; raw bytes would be imported again on every sign and verify.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  const check = checkedTokens(key);
  return {
    async sign({ sub, ...claims }) {
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_S}s`)
        .sign(key);
    },
    async verify(token) {
      return check(token);
    },
  };
}

/** Refresh tokens are random and opaque; only their SHA-256 is stored. */
export const newRefreshToken = () => randomBytes(32).toString('base64url');
export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');
