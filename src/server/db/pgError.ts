/** The fields of a PostgreSQL error a handler decides on. */
export interface PgError {
  code: string;
  constraint?: string;
}

/** The PostgreSQL error behind a failure: drizzle wraps the driver's error, so it may sit in `cause`. */
export function pgErrorOf(err: unknown): PgError | undefined {
  const e = err as { code?: unknown; constraint?: unknown; cause?: unknown } | null;
  if (typeof e?.code === 'string')
    return { code: e.code, ...(typeof e.constraint === 'string' ? { constraint: e.constraint } : {}) };
  return e?.cause !== undefined && e.cause !== err ? pgErrorOf(e.cause) : undefined;
}

/**
 * A record entity's `refine`: the database's refusal by `constraint` (a name taken, a reference
 * gone) becomes `refusal`, as the caller should see it; any other error passes unchanged. The
 * database, not a prior lookup, decides (two saves may race).
 */
export const refusalBy =
  (constraint: string, refusal: () => unknown) =>
  (err: unknown): unknown =>
    pgErrorOf(err)?.constraint === constraint ? refusal() : err;
