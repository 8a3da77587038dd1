import { inArray, sql } from 'drizzle-orm';
import type { MeterKind } from '../../../shared/contract/equipment-categories';
import type { ChecklistAnswer, Handover, HandoverStage } from '../../../shared/contract/rental-handovers';
import { messages } from '../../../shared/messages';
import type { Tx } from '../../db/client';
import { uploadedFiles } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { type Actor, recordChange } from '../activity/record';
import { handoverOf } from './read';
import { handoverHistory, handoverPhotos, handoverReports } from './table';

const m = messages.handover;

/** The rental as a step needs it, locked for the rest of the transaction. */
export interface LockedRental {
  id: string;
  status: string;
  qty: number;
  multiplier: number;
  unitName: 'day' | 'hour';
  /** Its span's end, local (`YYYY-MM-DDTHH:MM`): equipment_rentals.ends_at. */
  endsAt: string;
  /** The equipment's rate per unit, in paise, read exactly from its numeric. */
  ratePaise: number;
  category: { checklist: string[]; meterKind: MeterKind };
}

/**
 * Locks the rental (as a status change does), so the steps of one rental, and its status
 * changes, queue: each step then reads the handover as the one before it left it.
 */
export async function lockRental(tx: Tx, rentalId: string): Promise<LockedRental> {
  const { rows } = await tx.execute<{
    status: string;
    qty: number;
    multiplier: number;
    unit_name: 'day' | 'hour';
    ends_at: string;
    rate_paise: number;
    checklist: string[] | null;
    meter_kind: MeterKind | null;
  }>(sql`
    select r.status, r.qty, r.multiplier, r.unit_name, to_char(r.ends_at, 'YYYY-MM-DD"T"HH24:MI') as ends_at,
      (e.daily_rate * 100)::bigint as rate_paise, c.checklist, c.meter_kind
    from equipment_rentals r join equipment e on e.id = r.equipment_id
      left join equipment_categories c on c.id = e.category_id
    where r.id = ${rentalId}
    for no key update of r`);
  const row = rows[0];
  if (!row) throw notFound(messages.rental.notFound);
  return {
    id: rentalId,
    status: row.status,
    qty: row.qty,
    multiplier: row.multiplier,
    unitName: row.unit_name,
    endsAt: row.ends_at,
    ratePaise: row.rate_paise,
    category: { checklist: row.checklist ?? [], meterKind: row.meter_kind ?? 'none' },
  };
}

/** The answers must be the template's items, in its order: a checklist edited meanwhile is refused, not guessed. */
export function checkChecklist(answers: readonly ChecklistAnswer[], items: readonly string[]): void {
  const same = answers.length === items.length && answers.every((answer, i) => answer.item === items[i]);
  if (!same) throw badRequest(m.checklistMismatch, { checklist: m.checklistMismatch });
}

/** A reading where the meter applies, none where it does not. */
export function checkMeter(kind: MeterKind, reading: number | null): void {
  if (kind === 'none' && reading !== null)
    throw badRequest(m.meterNotApplicable, { meterReading: m.meterNotApplicable });
  if (kind !== 'none' && reading === null) throw badRequest(m.meterRequired, { meterReading: m.meterRequired });
}

/** Each photo must be an image uploaded here (the upload judged its bytes and size); duplicates count once. */
export async function checkedPhotos(tx: Tx, photos: readonly string[]): Promise<string[]> {
  const unique = [...new Set(photos)];
  if (unique.length === 0) return unique;
  const stored = await tx
    .select({ url: uploadedFiles.url })
    .from(uploadedFiles)
    .where(inArray(uploadedFiles.url, unique));
  if (stored.length !== unique.length) throw badRequest(m.photoNotStored, { photos: m.photoNotStored });
  return unique;
}

/** A condition report and its photos, in order. */
export async function insertReport(
  tx: Tx,
  report: {
    rentalId: string;
    kind: 'pickup' | 'return';
    at: string;
    by: Actor;
    checklist: ChecklistAnswer[];
    notes: string | null;
    damageNotes: string | null;
    meterReading: number | null;
    photos: string[];
  },
): Promise<void> {
  const [row] = await tx
    .insert(handoverReports)
    .values({
      rentalId: report.rentalId,
      kind: report.kind,
      at: sql`${report.at}::timestamp`,
      recordedBy: report.by.id,
      checklist: report.checklist,
      notes: report.notes,
      damageNotes: report.damageNotes,
      meterReading: report.meterReading,
    })
    .returning({ id: handoverReports.id });
  if (!row) throw new Error('the report was not written');
  if (report.photos.length > 0)
    await tx.insert(handoverPhotos).values(report.photos.map((url, position) => ({ reportId: row.id, position, url })));
}

/** A handover as its versions in the activity log keep it: the stage, the money and the photos. */
export const handoverSnapshot = (handover: Handover) => ({
  stage: handover.stage,
  depositHeldPaise: handover.deposit.heldPaise,
  latePaise: handover.charges?.latePaise ?? null,
  meterPaise: handover.charges?.meterPaise ?? null,
  damagePaise: handover.charges?.damagePaise ?? null,
  extraTurnaroundDays: handover.extraTurnaroundDays,
  withheldPaise: handover.deposit.withheldPaise,
  refundedPaise: handover.deposit.refundedPaise,
  withheldReason: handover.deposit.reason,
  pickupPhotos: handover.pickup.photos,
  returnPhotos: handover.return?.photos ?? [],
});

/**
 * Ends a step, in its transaction: the stage's history row, and the activity log's entry of the
 * handover before and after it. Answers the handover as it now stands.
 */
export async function recordStep(
  tx: Tx,
  by: Actor,
  step: { rentalId: string; from: HandoverStage | null; to: HandoverStage; before: Handover | null },
): Promise<Handover> {
  await tx
    .insert(handoverHistory)
    .values({ rentalId: step.rentalId, fromStage: step.from, toStage: step.to, changedBy: by.id });
  const after = await handoverOf(tx, step.rentalId);
  if (!after) throw new Error('the handover was not written');
  await recordChange(tx, by, {
    entity: 'rental-handovers',
    recordId: step.rentalId,
    label: step.rentalId,
    action: 'status',
    before: step.before && handoverSnapshot(step.before),
    after: handoverSnapshot(after),
  });
  return after;
}
