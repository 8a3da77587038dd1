import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/server/db/client';
import type { Role } from '../../src/shared/contract/common';
import { type Fault, faultOf } from './check';
import { type FuzzRequest, requestsFor } from './requests';
import { type FuzzTarget, fuzzTargets, routeName } from './targets';
import { type WriteWatch, writeWatch } from './writes';

/** A signed-in role the requests are sent as. */
export interface FuzzRole {
  role: Role;
  headers: { authorization: string };
  /** Signs in again as it was, after a call that may have ended the session or changed the password. */
  renew(): Promise<void>;
}

export interface RouteResult {
  route: string;
  role: Role;
  requests: number;
  ok2xx: number;
  refused4xx: number;
  failed5xx: number;
  badFormat: number;
  writesOnRefusal: number;
  /** fast-check's shrunk failing request with its answer, when a check failed. */
  counterexample?: string;
}

export interface FuzzOptions {
  app: FastifyInstance;
  db: Db;
  roles: readonly FuzzRole[];
  /** Ids of rows that exist, so some requests reach their handler's work. */
  ids: readonly string[];
  runs: number;
  seed: number;
  /** Only routes whose "METHOD /url" contains this. */
  route?: string;
  /** Which roles fuzz a route: all of them (the default), or one in turn, route by route. */
  alternateRoles?: boolean;
  onResult?: (result: RouteResult) => void;
}

/** A seed per route and role, so a filtered run sends the very same requests. */
function seedOf(seed: number, key: string): number {
  let hash = seed | 0;
  for (const char of key) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) | 0;
  return hash;
}

async function send(app: FastifyInstance, watch: WriteWatch, role: FuzzRole, request: FuzzRequest) {
  const startXid = await watch.before();
  const res = await app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: { ...request.headers, ...role.headers },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  const refused = res.statusCode >= 400 && res.statusCode < 500;
  const wrote = refused && (await watch.changedSince(startXid));
  // A successful call of the account's own (password change, sign-out) may have ended its session.
  if (res.statusCode < 300 && request.url.includes('/auth/')) await role.renew();
  return { res, fault: faultOf(res, wrote) };
}

const preview = (request: FuzzRequest) => {
  const payload = request.payload === undefined ? undefined : String(request.payload);
  const cut = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text);
  return JSON.stringify({
    ...request,
    url: cut(request.url),
    payload: payload === undefined ? undefined : cut(payload),
  });
};

/** The shrunk request that fails, found by fast-check from the same seed. */
async function counterexample(
  options: FuzzOptions,
  watch: WriteWatch,
  role: FuzzRole,
  target: FuzzTarget,
  seed: number,
) {
  let answer = '';
  const details = await fc.check(
    fc.asyncProperty(requestsFor(target, fc.constantFrom(...options.ids)), async (request) => {
      const { res, fault } = await send(options.app, watch, role, request);
      if (fault) answer = `${fault}: ${res.statusCode} ${res.body.slice(0, 300)}`;
      return fault === undefined;
    }),
    { seed, numRuns: options.runs },
  );
  const found = details.counterexample?.[0];
  return found ? `${preview(found)}\n  → ${answer}` : 'not reproduced by fast-check';
}

/**
 * Sends `runs` fuzzed requests to every route as every role and tallies the answers: never a
 * 5xx, every 4xx in the error format, nothing written on a refusal.
 */
export async function fuzzRoutes(options: FuzzOptions): Promise<RouteResult[]> {
  const { app, db, runs } = options;
  const watch = await writeWatch(db);
  const ids = fc.constantFrom(...options.ids);
  const targets = (await fuzzTargets(app)).filter((t) => !options.route || routeName(t).includes(options.route));
  const results: RouteResult[] = [];
  for (const [index, target] of targets.entries()) {
    const roles = options.alternateRoles
      ? [options.roles[index % options.roles.length]].filter((r) => r !== undefined)
      : options.roles;
    for (const role of roles) {
      const route = routeName(target);
      const seed = seedOf(options.seed, `${role.role} ${route}`);
      const result: RouteResult = {
        route,
        role: role.role,
        requests: 0,
        ok2xx: 0,
        refused4xx: 0,
        failed5xx: 0,
        badFormat: 0,
        writesOnRefusal: 0,
      };
      let firstFault: Fault | undefined;
      for (const request of fc.sample(requestsFor(target, ids), { seed, numRuns: runs })) {
        const { res, fault } = await send(app, watch, role, request);
        result.requests += 1;
        if (res.statusCode >= 200 && res.statusCode < 300) result.ok2xx += 1;
        else if (res.statusCode < 500) result.refused4xx += 1;
        if (fault === '5xx') result.failed5xx += 1;
        if (fault === 'bad error format') result.badFormat += 1;
        if (fault === 'write on refusal') result.writesOnRefusal += 1;
        firstFault ??= fault;
      }
      if (firstFault) result.counterexample = await counterexample(options, watch, role, target, seed);
      options.onResult?.(result);
      results.push(result);
    }
  }
  return results;
}
