import type { IncomingHttpHeaders } from 'node:http';

/**
 * What the logs may say about an error. Query parameters and the database's `detail` carry
 * user data (a new account's password hash, emails, mobiles), so an error is logged by an
 * allow-list of fields: a failed query by its statement's shape, never its parameters.
 */
export interface SafeError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  statusCode?: number;
  cause?: SafeError;
}

const SAFE_STRING_FIELDS = ['code', 'constraint', 'table', 'column', 'routine'] as const;

/** drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <values>". */
const isFailedQuery = (err: object): err is Error & { query: string } =>
  'query' in err && typeof err.query === 'string' && 'params' in err;

/** The stack's frames without its first lines, which repeat the (unsafe) message. */
const framesOf = (stack: string | undefined) => {
  const at = stack?.indexOf('\n    at ') ?? -1;
  return stack && at >= 0 ? stack.slice(at) : '';
};

export function serializeError(err: unknown, depth = 0): SafeError {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: '' };
  const message = isFailedQuery(err) ? `Failed query: ${err.query}` : err.message;
  const fields = err as unknown as Record<string, unknown>;
  const safe: SafeError = {
    type: err.constructor.name,
    message,
    stack: `${err.name}: ${message}${framesOf(err.stack)}`,
  };
  for (const field of SAFE_STRING_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string') safe[field] = value;
  }
  if (typeof fields.statusCode === 'number') safe.statusCode = fields.statusCode;
  if (err.cause !== undefined && err.cause !== err && depth < 5) safe.cause = serializeError(err.cause, depth + 1);
  return safe;
}

/** A URL with each query value replaced: a client may put a token or an email in one. */
export function redactQuery(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const pairs = url.slice(at + 1).split('&');
  const redacted = pairs.map((pair) => {
    const eq = pair.indexOf('=');
    return eq < 0 ? pair : `${pair.slice(0, eq)}=[redacted]`;
  });
  return `${url.slice(0, at)}?${redacted.join('&')}`;
}

/** A calendar feed's URL with its token replaced: the token is the feed's only secret (issue 29). */
export const redactFeedToken = (url: string): string =>
  url.replace(/(\/calendar-feeds\/)[^/?]+(\.ics)/, '$1[redacted]$2');

/**
 * What the request serializer reads of a request (a FastifyRequest at run time; Fastify's types
 * call it the raw request, and infer the server's type from this parameter).
 */
interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  headers: IncomingHttpHeaders;
  socket?: { remotePort?: number };
}

/** Fastify's own request serializer's fields, with the query's values and a feed's token redacted. */
export function serializeRequest(request: LoggedRequest) {
  const version = request.headers['accept-version'];
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactQuery(redactFeedToken(request.url)),
    version: typeof version === 'string' ? version : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Pino serializers for every logger of the server. */
export const logSerializers = { err: serializeError, error: serializeError, req: serializeRequest };
