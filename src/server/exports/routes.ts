import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EXPORT_ROWS_HEADER, exportFileName } from '../../shared/contract/exports';
import { messages } from '../../shared/messages';
import { requireUser } from '../auth/requireUser';
import { forbidden } from '../errors';
import { actorOf } from '../modules/activity/record';
import { BATCH_ROWS, cursorCsv, type ExportProgress, exportCsv } from './csvStream';
import { mayHoldConnection } from './cursor';
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
    const { db, log } = app.deps;
    const server = mayHoldConnection(db);
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
          reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="${exportFileName(list.name, new Date())}"`)
            .header('cache-control', 'no-store');
          // A HEAD asks for the headers alone: no rows read, and no export to record.
          if (request.method === 'HEAD') {
            const total = await run.count(db);
            if (total !== null) reply.header(EXPORT_ROWS_HEADER, String(total));
            return reply.send();
          }
          // On PostgreSQL a list with one statement is read through a cursor; otherwise by keyset,
          // the first batch before the answer starts (a failing read is then an error, not a cut file).
          const { statement } = run;
          const cursor = server && statement ? { ...run, statement } : null;
          const progress: ExportProgress = { rows: 0, finished: false };
          const [total, lines] = await Promise.all([
            run.count(db),
            cursor
              ? () => cursorCsv(db, cursor, BATCH_ROWS, progress)
              : run.read(db, null, BATCH_ROWS).then((first) => () => exportCsv(db, run, BATCH_ROWS, progress, first)),
          ]);
          const actor = actorOf(request);
          // Recorded once the stream ends, however: read to the end, or the client gone first.
          async function* recorded() {
            try {
              yield* lines();
            } finally {
              await recordExport(db, actor, list.name, run, scope, progress).catch((err: unknown) =>
                log.error({ err, list: list.name }, 'could not record an export'),
              );
            }
          }
          if (total !== null) reply.header(EXPORT_ROWS_HEADER, String(total));
          // A read failing after the answer started throws out of `recorded`: Readable.from destroys
          // the stream with the error, and Fastify then the socket, so the chunked answer stops
          // without its last chunk and the browser reports a failed download, not a cut file.
          return reply.send(Readable.from(recorded(), { objectMode: false }));
        },
      });
    }
  };
