import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EXPORT_ROWS_HEADER, exportFileName } from '../../shared/contract/exports';
import { messages } from '../../shared/messages';
import { requireUser } from '../auth/requireUser';
import { forbidden } from '../errors';
import { actorOf } from '../modules/activity/record';
import { BATCH_ROWS, type ExportProgress, exportCsv } from './csvStream';
import type { ExportList, Scope } from './exportList';
import { recordExport } from './record';

const tags = ['exports'];
const security = [{ bearerAuth: [] }];

/** An admin exports every row; a vendor its own, as the lists decide it: from the token. */
function scopeOf(request: FastifyRequest): Scope {
  const user = requireUser(request.user);
  if (user.role === 'ADMIN') return { vendorId: null };
  if (!user.vendorId) throw forbidden(messages.auth.forbidden);
  return { vendorId: user.vendorId };
}

/**
 * The keeper of every list's export: `GET /exports/<list>` with the list's filters, `sort`,
 * `order` and `columns`, answered as CSV streamed a batch at a time, the expected row count in a
 * header first where the list keeps one; each export then recorded in the activity log.
 */
export const exportRoutes =
  (lists: readonly ExportList[]): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, config, log } = app.deps;
    const batchRows = config.databaseUrl ? BATCH_ROWS.server : BATCH_ROWS.embedded;
    for (const list of lists) {
      app.get(`/${list.name}`, {
        config: { access: list.access },
        schema: {
          tags,
          security,
          summary: `The ${list.name} list with its filters and sort, every page, as CSV (UTF-8 with a byte-order mark), streamed; columns: ${list.columnKeys.join(', ')}`,
          querystring: list.query,
        },
        handler: async (request, reply) => {
          const scope = scopeOf(request);
          const run = list.start(request.query, scope);
          const [total, first] = await Promise.all([run.count(db), run.read(db, null, batchRows)]);
          const progress: ExportProgress = { rows: 0, finished: false };
          const actor = actorOf(request);
          // Recorded once the stream ends, however: read to the end, or the client gone first.
          async function* recorded() {
            try {
              yield* exportCsv(db, run, batchRows, progress, first);
            } finally {
              await recordExport(db, actor, list.name, run, scope, progress).catch((err: unknown) =>
                log.error({ err, list: list.name }, 'could not record an export'),
              );
            }
          }
          if (total !== null) reply.header(EXPORT_ROWS_HEADER, String(total));
          return reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="${exportFileName(list.name, new Date())}"`)
            .header('cache-control', 'no-store')
            .send(Readable.from(recorded(), { objectMode: false }));
        },
      });
    }
  };
