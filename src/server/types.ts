import type { Access, AuthUser } from './auth/access';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The signed-in user, set by the guard from the access token (never from the body). */
    user: AuthUser | null;
  }
}

/** The signed-in user of a route whose access is a role list: the guard guarantees it. */
export function requireUser(user: AuthUser | null): AuthUser {
  if (!user) throw new Error('requireUser on a route without a role list');
  return user;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: import('./app').AppDeps;
  }
}
