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

/** Pino serializers for every logger of the server. */
export const logSerializers = { err: serializeError, error: serializeError };
