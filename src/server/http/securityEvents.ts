import type { FastifyRequest } from 'fastify';
import type { Role } from '../../shared/contract/common';

/** What an operator may want to alert on; refusals and failures are warnings, changes are info. */
const LEVELS = {
  'sign-in-failed': 'warn',
  'sign-in-throttled': 'warn',
  'refresh-token-reused': 'warn',
  'access-refused': 'warn',
  'password-changed': 'info',
  'seller-request-accepted': 'info',
  'seller-request-rejected': 'info',
  'vendor-suspended': 'info',
  'vendor-reinstated': 'info',
  'calendar-feed-created': 'info',
  'calendar-feed-revoked': 'info',
} as const;

export type SecurityEventKind = keyof typeof LEVELS;

/**
 * Who and what an event is about. Only identifiers and outcomes: the type has no field for a
 * password, token, cookie or hash, so none can be logged through it.
 */
export interface SecurityEventFields {
  /** The account the event is about when nobody is signed in; else the signed-in user, the actor. */
  userId?: string;
  role?: Role;
  /** The email tried at sign-in, or of the account an accepted request created. */
  email?: string;
  /** The row acted on: a seller request, a vendor, a calendar feed. */
  targetId?: string;
  /** Why it was refused: the guard's decision, a wrong password, a suspended account, a limit. */
  reason?: string;
  statusCode?: number;
}

/**
 * Writes one structured line, `{ security: kind, userId?, role?, …fields, route, ip }`, through the
 * request's logger; the signed-in user, if any, is the actor.
 */
export function logSecurityEvent(request: FastifyRequest, kind: SecurityEventKind, fields: SecurityEventFields = {}) {
  // The route's pattern, not the URL: a query string may carry anything a client put in it.
  const route = `${request.method} ${request.routeOptions.url ?? '(no route)'}`;
  const actor = request.user ? { userId: request.user.id, role: request.user.role } : {};
  request.log[LEVELS[kind]]({ security: kind, ...actor, ...fields, route, ip: request.ip }, `security event: ${kind}`);
}
