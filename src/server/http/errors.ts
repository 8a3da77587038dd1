import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '../../shared/contract/common';
import { messages } from '../../shared/messages';
import { pgErrorOf } from '../db/pgError';
import { HttpError, StorageUnavailableError } from '../errors';
import { API_PREFIX } from '../paths';
import { sendApp } from './spa';

const DB_DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '08006', '08001', '08003']);
/** The query was cancelled by the app's statement timeout (57014) or lock timeout (55P03). */
const DB_BUSY_CODES = new Set(['57014', '55P03']);

/**
 * The database is up but could not answer in time: a query timed out, or every pooled
 * connection stayed busy for the pool's wait (pg-pool's own wording).
 */
function isDatabaseBusy(err: unknown): boolean {
  if (DB_BUSY_CODES.has(pgErrorOf(err)?.code ?? '')) return true;
  const e = err as { message?: unknown; cause?: unknown } | null;
  if (e?.message === 'timeout exceeded when trying to connect') return true;
  return e?.cause !== undefined && e.cause !== err && isDatabaseBusy(e.cause);
}

/** A database restart or a server restart takes seconds: clients are told to come back after this. */
export const RETRY_AFTER_SECONDS = 5;

/** A 503 saying when to try again (the database is down, or the server is stopping). */
export function sendUnavailable(reply: FastifyReply, message: string) {
  return reply
    .status(503)
    .header('retry-after', RETRY_AFTER_SECONDS)
    .send({ message } satisfies ApiError);
}

/** PostgreSQL's answer to a write that breaks a constraint: the caller's fault, not ours. */
const CONSTRAINT_ERRORS: Record<string, { status: number; message: string }> = {
  '23505': { status: 409, message: messages.general.duplicate },
  '23503': { status: 409, message: messages.general.inUse },
  '22P02': { status: 400, message: messages.general.invalidInput },
};

/** Class 22 is "data exception": a value the column cannot hold (NUL 22021, 22P05, out of range ...). */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;

export function constraintError(err: unknown): { status: number; message: string } | undefined {
  const code = pgErrorOf(err)?.code;
  if (code === undefined) return undefined;
  return (
    CONSTRAINT_ERRORS[code] ??
    (DATA_EXCEPTION.test(code) ? { status: 400, message: messages.general.invalidInput } : undefined)
  );
}

function isDatabaseDown(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; syscall?: unknown };
  if (typeof e?.code === 'string' && DB_DOWN_CODES.has(e.code)) return true;
  // The embedded database's socket file is gone: its process has stopped.
  if (e?.code === 'ENOENT' && e.syscall === 'connect') return true;
  if (
    typeof e?.message === 'string' &&
    // pg's own wording: the connection dropped (also as a transaction's ROLLBACK on it sees it),
    // or connecting took over connectionTimeoutMillis.
    /Connection terminated|is not queryable|connect ECONNREFUSED|Cannot use a pool after calling end/i.test(e.message)
  )
    return true;
  return e?.cause !== undefined && e.cause !== err && isDatabaseDown(e.cause);
}

/** A body that is missing, or JSON but not an object (zod's own text would be "expected object, received null"). */
const BODY_NOT_AN_OBJECT = 'The request body must be a JSON object';

/** Field errors keyed by the body field's path ("information.0.key"), first message each. */
function fieldErrors(
  issues: readonly { instancePath?: string; keyword?: string; message?: string; params?: unknown }[],
  context: string | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const path = (issue.instancePath ?? '').replace(/^\//, '');
    const field = path.replaceAll('/', '.') || 'body';
    const message =
      path === '' && context === 'body' && issue.keyword === 'invalid_type'
        ? BODY_NOT_AN_OBJECT
        : (issue.message ?? messages.general.invalidInput);
    if (!(field in out)) out[field] = message;
  }
  return out;
}

/** Every failure becomes `{ message, errors? }` (DESIGN.md); a 5xx never carries internals. */
export function errorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  let status: number;
  let body: ApiError;
  const constraint = constraintError(err);
  if (err instanceof HttpError) {
    status = err.statusCode;
    body = { message: err.message, ...(err.errors ? { errors: err.errors } : {}) };
  } else if (err instanceof StorageUnavailableError) {
    request.log.error({ err }, 'file storage unavailable');
    return sendUnavailable(reply, messages.image.storageUnavailable);
  } else if (hasZodFastifySchemaValidationErrors(err)) {
    const errors = fieldErrors(err.validation, err.validationContext);
    status = 400;
    body = { message: Object.values(errors)[0] ?? messages.general.invalidInput, errors };
  } else if (constraint) {
    status = constraint.status;
    body = { message: constraint.message };
  } else if (request.raw.readableAborted) {
    // The client went away mid-request (its socket reset): nobody is left to answer, and it
    // says nothing about the database.
    request.log.info({ code: err.code }, 'client closed the request');
    status = 400;
    body = { message: messages.general.clientClosed };
  } else if (err.code === 'FST_ERR_BAD_URL') {
    // The router's message would repeat the raw path back.
    status = 400;
    body = { message: messages.general.invalidInput };
  } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    // Fastify's own client errors (bad JSON, too large, rate limit, a body cut short): their
    // messages are safe. Checked before the database, whose errors never carry a status.
    status = err.statusCode;
    body = { message: err.message };
  } else if (isDatabaseBusy(err)) {
    request.log.warn({ err }, 'database busy');
    return sendUnavailable(reply, messages.general.databaseBusy);
  } else if (isDatabaseDown(err)) {
    request.log.error({ err }, 'database unavailable');
    return sendUnavailable(reply, messages.general.databaseUnavailable);
  } else {
    request.log.error({ err }, 'unhandled error');
    status = 500;
    body = { message: messages.general.serverError };
  }
  return reply.status(status).send(body);
}

/** Browser-history routes (no extension, outside /api) get the app; anything else a JSON 404. */
export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '';
  const wantsApp =
    (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api') && !/\.[a-z0-9]+$/i.test(path);
  if (wantsApp) return sendApp(reply);
  const api = path.startsWith(API_PREFIX);
  return reply
    .status(404)
    .send({ message: api ? `No such call: ${request.method} ${path}` : messages.general.notFound });
}
