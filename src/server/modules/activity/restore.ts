import { eq } from 'drizzle-orm';
import {
  type ActivityEntity,
  diffSnapshots,
  type RestorePreview,
  type Snapshot,
} from '../../../shared/contract/activity';
import { messages } from '../../../shared/messages';
import type { AppDeps } from '../../appDeps';
import type { Db } from '../../db/client';
import { badRequest, conflict, HttpError, notFound } from '../../errors';
import { constraintError } from '../../http/errors';
import type { Actor } from './record';
import { activity } from './table';
import { versionsOf } from './versions';

const m = messages.activity;
type Deps = Pick<AppDeps, 'db' | 'files' | 'log'>;

/** Thrown to roll a rehearsal back once it has shown what the restore would do. */
class Rehearsed extends Error {}

/** The version to restore: its record and what it kept of it. */
async function versionOf(db: Db, versionId: string) {
  const [row] = await db
    .select({ entity: activity.entity, recordId: activity.recordId, snapshot: activity.snapshot })
    .from(activity)
    .where(eq(activity.id, Number(versionId)));
  if (!row?.snapshot) throw notFound(m.versionNotFound);
  const versions = versionsOf(row.entity as ActivityEntity);
  if (!versions.restore) throw badRequest(m.notRestorable);
  return { recordId: row.recordId, snapshot: row.snapshot as Snapshot, versions, restore: versions.restore };
}

/** What refused a rehearsal, in the words its answer would have had (each field's message where it named them). */
const problemsOf = (err: HttpError): string[] => (err.errors ? [...new Set(Object.values(err.errors))] : [err.message]);

/**
 * POST /activity/restore-preview: what restoring the version would change, and what would refuse
 * it. Where the restore can be rehearsed, it runs for real in a transaction that is rolled back,
 * so the preview finds exactly what the restore would (a name since taken, a category since
 * deleted, a field a rule now refuses) and writes nothing.
 */
export async function previewRestore(deps: Deps, actor: Actor, versionId: string): Promise<RestorePreview> {
  const { recordId, snapshot, versions, restore } = await versionOf(deps.db, versionId);
  const current = await versions.current(deps.db, recordId, null);
  const changes = diffSnapshots(current, snapshot);
  if (current && changes.length === 0) return { changes, problems: [m.nothingToRestore], recreates: false };
  const problems: string[] = [];
  if (restore.rehearsable) {
    await deps.db
      .transaction(async (tx) => {
        await restore.apply({ ...deps, db: tx as unknown as Db }, actor, recordId, snapshot);
        throw new Rehearsed();
      })
      .catch((err: unknown) => {
        if (err instanceof Rehearsed) return;
        if (err instanceof HttpError) problems.push(...problemsOf(err));
        else if (constraintError(err)) problems.push(constraintError(err)?.message ?? '');
        else throw err;
      });
  } else if (!current) {
    problems.push(messages.general.notFound);
  }
  return { changes, problems, recreates: current === null };
}

/**
 * POST /activity/restore: brings the record back to the version, through the same rules as an
 * edit (its refusal answered as the edit's would be), recorded as a restore.
 */
export async function applyRestore(deps: Deps, actor: Actor, versionId: string): Promise<Snapshot> {
  const { recordId, snapshot, versions, restore } = await versionOf(deps.db, versionId);
  const current = await versions.current(deps.db, recordId, null);
  if (current && diffSnapshots(current, snapshot).length === 0) throw conflict(m.nothingToRestore);
  return restore.apply(deps, actor, recordId, snapshot);
}
