import { messages } from '../../shared/messages';
import { forbidden } from '../errors';
import type { AuthUser } from './access';

/** The signed-in user of a route whose access is a role list: the guard guarantees it. */
export function requireUser(user: AuthUser | null): AuthUser {
  if (!user) throw new Error('requireUser on a route without a role list');
  return user;
}

/** The signed-in vendor's id, on a route whose access is VENDOR only; 403 for a user without one. */
export function requireVendorId(user: AuthUser | null): string {
  const { vendorId } = requireUser(user);
  if (!vendorId) throw forbidden(messages.auth.forbidden);
  return vendorId;
}
