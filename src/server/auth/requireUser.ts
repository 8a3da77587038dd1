import type { AuthUser } from './access';

/** The signed-in user of a route whose access is a role list: the guard guarantees it. */
export function requireUser(user: AuthUser | null): AuthUser {
  if (!user) throw new Error('requireUser on a route without a role list');
  return user;
}
