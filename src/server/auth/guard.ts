import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../../shared/messages';
import { forbidden, unauthorized } from '../errors';
import { logSecurityEvent } from '../http/securityEvents';
import { API_PREFIX } from '../paths';
import { type Access, authUserOf, decideAccess } from './access';
import type { SessionCheck } from './sessionCheck';
import type { TokenSigner } from './tokens';

function bearer(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

export interface DeclaredAccess {
  method: string;
  url: string;
  access: Access | undefined;
}

const declaredByApp = new WeakMap<FastifyInstance, DeclaredAccess[]>();

/** Every /api/v1 route of an app with the access it declares, so a test can check none is missing. */
export function declaredAccess(app: FastifyInstance): readonly DeclaredAccess[] {
  return declaredByApp.get(app) ?? [];
}

/** Reads the access token and enforces each /api/v1 route's declared access before its handler. */
export const guardPlugin = fp<{ signer: TokenSigner; sessions: SessionCheck }>(
  async (app: FastifyInstance, { signer, sessions }) => {
    app.decorateRequest('user', null);
    const declared: DeclaredAccess[] = [];
    declaredByApp.set(app, declared);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(API_PREFIX)) return;
      for (const method of [route.method].flat())
        declared.push({ method, url: route.url, access: route.config?.access });
    });
    app.addHook('onRequest', async (request) => {
      const url = request.routeOptions.url;
      if (!url?.startsWith(API_PREFIX)) return;
      const access = request.routeOptions.config.access;
      // Only a route with roles reads the user: a public one (login, refresh, health) neither
      // checks the token's signature nor reads its session, whatever header the client sends.
      const token = Array.isArray(access) ? bearer(request.headers.authorization) : null;
      const verified = token ? await signer.verify(token) : null;
      // A valid signature is not enough: the account or the session may have ended since.
      const claims = verified && (await sessions.isLive(verified.sub, verified.sid)) ? verified : null;
      const user = claims && authUserOf(claims);
      request.user = user;
      const decision = decideAccess(access, user, url);
      if (decision === 'allow') return;
      logSecurityEvent(request, 'access-refused', {
        // Whether a token came and was refused (expired, forged, session ended) or none came.
        reason: decision === 'anonymous' && token ? 'invalid-token' : decision,
        statusCode: decision === 'anonymous' ? 401 : 403,
      });
      switch (decision) {
        case 'undeclared':
          request.log.error({ url }, 'route has no access declaration; refused');
          throw forbidden(messages.auth.forbidden);
        case 'anonymous':
          throw unauthorized(token ? messages.auth.sessionExpired : messages.auth.notSignedIn);
        case 'role':
          throw forbidden(messages.auth.forbidden);
        case 'password-change':
          throw forbidden(messages.auth.mustChangePassword);
      }
    });
  },
);
