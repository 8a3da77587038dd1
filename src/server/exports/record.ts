import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { type Actor, recordChange } from '../modules/activity/record';
import type { ExportProgress } from './csvStream';
import type { ExportRun, Scope } from './exportList';

/**
 * Records an export in the activity log (an `exports` record of its own id, action `export`): the
 * list, its filter, sort and columns, the rows written and whether the client went away first.
 * A vendor's export belongs to its vendor, so it shows in that vendor's activity too.
 */
export const recordExport = (
  db: Db,
  actor: Actor,
  list: string,
  run: ExportRun,
  scope: Scope,
  progress: ExportProgress,
) =>
  recordChange(db, actor, {
    entity: 'exports',
    recordId: randomUUID(),
    label: list,
    action: 'export',
    before: null,
    after: {
      list,
      filter: run.filter,
      sort: run.sort,
      columns: run.columns,
      rows: progress.rows,
      cancelled: !progress.finished,
    },
    vendorId: scope.vendorId,
  });
