import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Router from 'find-my-way';
import type { ApiError } from '../../shared/contract/common';
import { messages } from '../../shared/messages';

type NotFoundHandler = (request: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * A not-found handler that tells a wrong method from an unknown path: a path some route serves
 * under other methods answers 405 with `Allow` (RFC 9110), any other `notFound`. Fastify's
 * router cannot be asked which methods a concrete path has, so every route (as `onRoute` sees it,
 * HEAD routes included) goes into a router of the same kind too, which matches parametric and
 * wildcard paths as Fastify does. Call it before any route is added.
 */
export function methodAwareNotFound(app: FastifyInstance, notFound: NotFoundHandler): NotFoundHandler {
  const router = Router();
  const methods = new Set<Router.HTTPMethod>();
  app.addHook('onRoute', (route) => {
    // find-my-way takes every method Node parses; its type lists fewer than Fastify's.
    for (const method of [route.method].flat() as Router.HTTPMethod[]) {
      methods.add(method);
      router.on(method, route.url, () => undefined);
    }
  });
  const allowed = (url: string): string[] => {
    const path = url.split('?')[0] ?? '';
    try {
      return [...methods].filter((method) => router.find(method, path) !== null).sort();
    } catch {
      // A path the router cannot decode matches no route.
      return [];
    }
  };
  return (request, reply) => {
    const allow = allowed(request.url);
    if (allow.length === 0) return notFound(request, reply);
    return reply
      .status(405)
      .header('allow', allow.join(', '))
      .send({ message: `${messages.general.methodNotAllowed} ${allow.join(', ')}` } satisfies ApiError);
  };
}
