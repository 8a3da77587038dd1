import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityExportQuerySchema,
  activityListSchema,
  activityQuerySchema,
  historyQuerySchema,
  historySchema,
  restoreBodySchema,
  restorePreviewSchema,
  restoreResponseSchema,
  VENDOR_ACTIVITY_ENTITIES,
} from '../../../shared/contract/activity';
import { errorResponses } from '../../../shared/contract/common';
import { messages } from '../../../shared/messages';
import { requireUser } from '../../auth/requireUser';
import { badRequest, forbidden } from '../../errors';
import { type Reader, readEntries, toEntry } from './entries';
import { activityCsv } from './export';
import { recordHistory } from './history';
import { actorOf } from './record';
import { applyRestore, previewRestore } from './restore';
import { activityRetentionPlugin } from './retention';

const m = messages.activity;
const tags = ['activity'];
const security = [{ bearerAuth: [] }];
const readers = { access: ['ADMIN', 'VENDOR'] } as const;
const admins = { access: ['ADMIN'] } as const;

/** An admin reads every change; a vendor the changes of its own products, variants and orders. */
function readerOf(request: FastifyRequest): Reader {
  const user = requireUser(request.user);
  if (user.role === 'ADMIN') return { vendorId: null };
  if (!user.vendorId) throw forbidden(messages.auth.forbidden);
  return { vendorId: user.vendorId };
}

/** A range whose start is after its end is the caller's mistake, not an empty answer. */
const checkRange = (filters: { from?: string; to?: string }) => {
  if (filters.from && filters.to && filters.from > filters.to)
    throw badRequest(m.invalidRange, { from: m.invalidRange });
};

/** The activity log (beyond the spec): every change, a record's versions, restore, export. */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  await app.register(activityRetentionPlugin);

  app.get('/', {
    config: readers,
    schema: {
      tags,
      security,
      summary: 'Recorded changes, newest first, a page at a time (`before`: the `next` of the page before)',
      querystring: activityQuerySchema,
      response: { 200: activityListSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { before, perPage, ...filters } = request.query;
      checkRange(filters);
      const rows = await readEntries(
        deps.db,
        readerOf(request),
        filters,
        perPage + 1,
        before === undefined ? undefined : Number(before),
      );
      const page = rows.slice(0, perPage);
      const last = page.at(-1);
      return { data: page.map(toEntry), next: rows.length > perPage && last ? String(last.id) : null };
    },
  });

  app.get('/history', {
    config: readers,
    schema: {
      tags,
      security,
      summary: "One record's versions, newest first, and the record as it is now",
      querystring: historyQuerySchema,
      response: { 200: historySchema, ...errorResponses },
    },
    handler: async (request) => {
      const reader = readerOf(request);
      const ownKind = (VENDOR_ACTIVITY_ENTITIES as readonly string[]).includes(request.query.entity);
      if (reader.vendorId !== null && !ownKind) throw forbidden(messages.auth.forbidden);
      return recordHistory(deps.db, reader, request.query, reader.vendorId === null);
    },
  });

  app.get('/export', {
    config: readers,
    schema: {
      tags,
      security,
      summary: 'The filtered changes as CSV (UTF-8 with a byte-order mark), newest first, streamed',
      querystring: activityExportQuerySchema,
    },
    handler: async (request, reply) => {
      checkRange(request.query);
      const reader = readerOf(request);
      const name = `activity-${request.query.from ?? 'start'}-to-${request.query.to ?? 'now'}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(Readable.from(activityCsv(deps.db, reader, request.query)));
    },
  });

  app.post('/restore-preview', {
    config: admins,
    schema: {
      tags,
      security,
      summary: 'What restoring a version would change, and what would refuse it; writes nothing',
      body: restoreBodySchema,
      response: { 200: restorePreviewSchema, ...errorResponses },
    },
    handler: async (request) => previewRestore(deps, actorOf(request), request.body.versionId),
  });

  app.post('/restore', {
    config: admins,
    schema: {
      tags,
      security,
      summary: 'Bring a record back to a version (a deleted one is recreated), through the rules of an edit',
      body: restoreBodySchema,
      response: { 200: restoreResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({
      message: m.restored,
      data: await applyRestore(deps, actorOf(request), request.body.versionId),
    }),
  });
};
