import { createHash, createSecretKey, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
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
export type TokenSubject = Omit<VerifiedClaims, 'exp' | 'iat'>;

export interface TokenSigner {
  sign(subject: TokenSubject): Promise<string>;
  verify(token: string): Promise<VerifiedClaims | null>;
}

export function createTokenSigner(secret: string): TokenSigner {
  // A KeyObject is imported once; raw bytes would be imported again on every sign and verify.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
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
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const parsed = verifiedClaimsSchema.safeParse(payload);
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}

/** Refresh tokens are random and opaque; only their SHA-256 is stored. */
export const newRefreshToken = () => randomBytes(32).toString('base64url');
export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');
