import type { AccessClaims } from '../../shared/contract/auth';
import type { Role } from '../../shared/contract/common';

/**
 * Who may call a route. Every /api/v1 route declares one in `config.access`;
 * a route without one is refused (see guard.ts).
 * - 'public': anyone, no token needed;
 * - a list of roles: a valid access token whose role is in the list.
 */
export type Access = 'public' | readonly Role[];

export interface AuthUser {
  id: string;
  role: Role;
  name: string;
  email: string;
  vendorId: string | undefined;
  mustChangePassword: boolean;
  /** When the user typed their password (ms since the epoch); unknown on a token without `auth_time`. */
  signedInAt?: number;
}

/** The signed-in user an access token's claims describe. */
export const authUserOf = (claims: AccessClaims): AuthUser => ({
  id: claims.sub,
  role: claims.role,
  name: claims.name,
  email: claims.email,
  vendorId: claims.vendorId,
  mustChangePassword: claims.mustChangePassword ?? false,
  ...(claims.auth_time === undefined ? {} : { signedInAt: claims.auth_time * 1000 }),
});

/** Routes an account with a generated password may still call (DESIGN.md). */
export const allowedBeforePasswordChange = new Set(['/api/v1/auth/change-password', '/api/v1/auth/logout']);

export type AccessDecision = 'allow' | 'undeclared' | 'anonymous' | 'role' | 'password-change';

/** The one access rule of the API, as a pure function. */
export function decideAccess(access: Access | undefined, user: AuthUser | null, url: string): AccessDecision {
  if (access === undefined) return 'undeclared';
  if (access === 'public') return 'allow';
  if (!user) return 'anonymous';
  if (!access.includes(user.role)) return 'role';
  if (user.mustChangePassword && !allowedBeforePasswordChange.has(url)) return 'password-change';
  return 'allow';
}
