import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findUnstorableText } from '../../shared/contract/storableText';
import { messages } from '../../shared/messages';
import { badRequest } from '../errors';

/** The first unstorable text in what a route reads from the request: body, query or path. */
function unstorableField(request: FastifyRequest): string | null {
  return findUnstorableText(request.body) ?? findUnstorableText(request.query) ?? findUnstorableText(request.params);
}

/**
 * Every route, before its schema: text PostgreSQL cannot store (NUL, lone surrogates) is the
 * caller's mistake, so it is a 400 naming the field, never a failed query.
 */
export const storableInputPlugin = fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    const field = unstorableField(request);
    if (field) throw badRequest(messages.general.unstorableText, { [field]: messages.general.unstorableText });
  });
});
