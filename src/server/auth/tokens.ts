import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { accessClaimsSchema, type AccessClaims } from '../../shared/contract/auth';

export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export type TokenSubject = Omit<AccessClaims, 'exp' | 'iat'>;

export interface TokenSigner {
  sign(subject: TokenSubject): Promise<string>;
  verify(token: string): Promise<AccessClaims | null>;
}

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
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
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const parsed = accessClaimsSchema.safeParse(payload);
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
