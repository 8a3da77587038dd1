import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordBodySchema,
  languageBodySchema,
  languageResponseSchema,
  loginBodySchema,
  tokenResponseSchema,
  vendorSignupBodySchema,
} from '../../shared/contract/auth';
import { apiErrorSchema, messageSchema } from '../../shared/contract/common';
import { messages } from '../../shared/messages';
import { forbidden, unauthorized } from '../errors';
import { noStore } from '../http/noStore';
import { logSecurityEvent } from '../http/securityEvents';
import { AUTH_COOKIE_PATH, REFRESH_COOKIE } from '../paths';
import { loginThrottle } from './loginThrottle';
import { requireUser } from './requireUser';
import * as auth from './service';
import { REFRESH_TOKEN_TTL_MS } from './tokens';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

/**
 * Refresh and logout act on a cookie the browser sends by itself, so they must come from our
 * own pages: a cross-site Origin or Sec-Fetch-Site is refused.
 */
function assertSameOrigin(request: FastifyRequest) {
  const site = request.headers['sec-fetch-site'];
  if (site && site !== 'same-origin' && site !== 'none') throw forbidden(messages.auth.crossSite);
  const origin = request.headers.origin;
  if (origin) {
    let same = false;
    try {
      const from = new URL(origin);
      // Same scheme and host. Compare like with like: a Host header may spell the scheme's default
      // port ("example.com:443"). request.protocol and request.host follow X-Forwarded-Proto /
      // X-Forwarded-Host behind a trusted proxy (TRUST_PROXY), else the connection and Host.
      same =
        from.protocol === `${request.protocol}:` && from.host === new URL(`${from.protocol}//${request.host}`).host;
    } catch {
      same = false;
    }
    if (!same) throw forbidden(messages.auth.crossSite);
  }
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, signer, config, sessions } = app.deps;
  // Tokens, cookies and refusals about them: no cache may keep any of these answers.
  app.addHook('onSend', noStore);

  const startSession = async (reply: FastifyReply, session: auth.Session) => {
    reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
      path: AUTH_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: config.secureCookies,
      maxAge: Math.floor(REFRESH_TOKEN_TTL_MS / 1000),
    });
    return { token: await signer.sign(session.subject) };
  };
  const clearCookie = (reply: FastifyReply) =>
    reply.clearCookie(REFRESH_COOKIE, {
      path: AUTH_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: config.secureCookies,
    });

  const throttle = loginThrottle(app);
  app.post('/login', {
    config: { access: 'public' },
    preHandler: throttle.check,
    schema: {
      tags: ['auth'],
      summary: 'Sign in',
      body: loginBodySchema,
      response: { 200: tokenResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const { email, password } = request.body;
      const session = await auth.login(db, email, password, async (refusal) => {
        logSecurityEvent(request, 'sign-in-failed', { ...refusal, email });
        if (refusal.reason === 'invalid-credentials') await throttle.failed(request);
      });
      await throttle.signedIn(request);
      return startSession(reply, session);
    },
  });

  app.post('/vendor-signup', {
    config: { access: 'public', rateLimit: { max: 5, timeWindow: '15 minutes' } },
    schema: {
      tags: ['auth'],
      summary: 'Create a vendor account and sign in',
      body: vendorSignupBodySchema,
      response: { 200: tokenResponseSchema, ...errors },
    },
    handler: async (request, reply) => startSession(reply, await auth.signupVendor(db, request.body)),
  });

  app.post('/refresh-token', {
    config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: {
      tags: ['auth'],
      summary: 'Rotate the refresh cookie and get a new access token',
      response: { 200: tokenResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      assertSameOrigin(request);
      const presented = request.cookies[REFRESH_COOKIE];
      if (!presented) throw unauthorized(messages.auth.refreshMissing);
      try {
        const session = await auth.rotateRefreshToken(db, presented, (refusal) =>
          logSecurityEvent(request, 'refresh-token-reused', refusal),
        );
        return await startSession(reply, session);
      } catch (err) {
        // A reused token has just revoked its whole session.
        sessions.forget();
        clearCookie(reply);
        throw err;
      }
    },
  });

  app.post('/logout', {
    config: { access: 'public' },
    schema: { tags: ['auth'], summary: 'Sign out this session', response: { 200: messageSchema, ...errors } },
    handler: async (request, reply) => {
      assertSameOrigin(request);
      await auth.logout(db, request.cookies[REFRESH_COOKIE]);
      sessions.forget();
      clearCookie(reply);
      return { message: messages.auth.loggedOut };
    },
  });

  app.post('/change-password', {
    config: {
      access: ['ADMIN', 'VENDOR'],
      // Each try may test a current password: counted per account, not per address.
      rateLimit: { max: 10, timeWindow: '15 minutes', keyGenerator: changePasswordKey },
    },
    schema: {
      tags: ['auth'],
      summary:
        "Change the signed-in user's password; other sessions are signed out. Without currentPassword only within RECENT_SIGN_IN_MINUTES of typing the password (else 403 with errors.currentPassword)",
      security: [{ bearerAuth: [] }],
      body: changePasswordBodySchema,
      response: { 200: tokenResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const user = requireUser(request.user);
      const session = await auth.changePassword(db, user, request.body, config.recentSignInMs, (refusal) =>
        logSecurityEvent(request, 'sign-in-failed', { ...refusal, email: user.email }),
      );
      sessions.forget();
      logSecurityEvent(request, 'password-changed');
      return { ...(await startSession(reply, session)), message: messages.password.changedInline };
    },
  });

  app.post('/language', {
    config: { access: ['ADMIN', 'VENDOR'] },
    schema: {
      tags: ['auth'],
      summary:
        "Keep the signed-in user's admin language; tokens issued from now on carry it, so every browser opens in it",
      security: [{ bearerAuth: [] }],
      body: languageBodySchema,
      response: { 200: languageResponseSchema, ...errors },
    },
    handler: async (request) => {
      const { language } = request.body;
      await auth.setLanguage(db, requireUser(request.user).id, language);
      return { message: messages.layout.languageChanged, language };
    },
  });
};

/** The guard has run (rate limits count in preHandler), so the account is known. */
function changePasswordKey(request: FastifyRequest): string {
  return `change-password:${request.user?.id ?? request.ip}`;
}
