import type { AccessClaims } from '../../../src/shared/contract/auth';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An access token as the server shapes it; the admin only decodes it, so no real signature. */
export const makeToken = (claims: Partial<AccessClaims> = {}): string =>
  [
    base64url({ alg: 'HS256', typ: 'JWT' }),
    base64url({
      sub: 'user-1',
      name: 'Asha Admin',
      email: 'asha@example.com',
      role: 'ADMIN',
      iat: 1_700_000_000,
      exp: 4_000_000_000,
      ...claims,
    }),
    'signature',
  ].join('.');
