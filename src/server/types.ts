import type { AppDeps } from './appDeps';
import type { Access, AuthUser } from './auth/access';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Answers are served again while no transaction has committed since (http/snapshotCache.ts). */
    cached?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user, set by the guard from the access token (never from the body). */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    deps: AppDeps;
  }
}
