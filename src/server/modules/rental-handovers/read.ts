import { sql } from 'drizzle-orm';
import type { MeterKind } from '../../../shared/contract/equipment-categories';
import {
  type ChecklistAnswer,
  type ChecklistTemplate,
  type ConditionReport,
  type DepositState,
  type Handover,
  type HandoverStage,
  handoverSchema,
} from '../../../shared/contract/rental-handovers';
import type { Db, Tx } from '../../db/client';

type Source = Db | Tx;

interface HandoverRow extends Record<string, unknown> {
  stage: HandoverStage;
  meter_kind: MeterKind;
  unit_name: 'day' | 'hour';
  extra_turnaround_days: number;
  deposit_held_paise: number;
  late_units: number | null;
  late_paise: number | null;
  meter_used: number | null;
  meter_paise: number | null;
  damage_paise: number | null;
  withheld_paise: number | null;
  refunded_paise: number | null;
  withheld_reason: string | null;
}

interface ReportRow extends Record<string, unknown> {
  kind: 'pickup' | 'return';
  date: string;
  time: string;
  by: string | null;
  checklist: ChecklistAnswer[];
  notes: string | null;
  damage_notes: string | null;
  meter_reading: number | null;
  photos: string[];
}

const DEPOSIT_STATE: Record<HandoverStage, DepositState> = {
  OUT: 'HELD',
  RETURNED: 'HELD',
  REFUNDED: 'REFUNDED',
  PARTLY_WITHHELD: 'PARTLY_WITHHELD',
};

const reportOf = (row: ReportRow): ConditionReport => ({
  date: row.date,
  time: row.time,
  by: row.by === null ? null : { name: row.by },
  checklist: row.checklist,
  notes: row.notes,
  meterReading: row.meter_reading,
  photos: row.photos,
  damageNotes: row.damage_notes,
});

const chargesOf = (row: HandoverRow): Handover['charges'] => {
  if (row.late_paise === null) return null;
  const [late, meter, damage] = [row.late_paise, row.meter_paise ?? 0, row.damage_paise ?? 0];
  return {
    lateUnits: row.late_units ?? 0,
    lateUnit: row.unit_name,
    latePaise: late,
    meterUsed: row.meter_used,
    meterPaise: meter,
    damagePaise: damage,
    totalPaise: late + meter + damage,
  };
};

/** A rental's handover with both reports, the money and its steps; null before its pickup. */
export async function handoverOf(db: Source, rentalId: string): Promise<Handover | null> {
  const { rows } = await db.execute<HandoverRow>(sql`
    select h.*, r.unit_name, r.extra_turnaround_days from rental_handovers h join equipment_rentals r on r.id = h.rental_id
    where h.rental_id = ${rentalId}`);
  const row = rows[0];
  if (!row) return null;
  const reports = await db.execute<ReportRow>(sql`
    select r.kind, to_char(r.at, 'YYYY-MM-DD') as date, to_char(r.at, 'HH24:MI') as time, u.name as by, r.checklist,
      r.notes, r.damage_notes, r.meter_reading,
      coalesce((select json_agg(p.url order by p.position) from handover_photos p where p.report_id = r.id), '[]') as photos
    from handover_reports r left join users u on u.id = r.recorded_by
    where r.rental_id = ${rentalId}`);
  const steps = await db.execute<{ from: HandoverStage | null; to: HandoverStage; by: string | null; at: Date }>(sql`
    select h.from_stage as "from", h.to_stage as "to", u.name as by, h.changed_at as at
    from handover_history h left join users u on u.id = h.changed_by
    where h.rental_id = ${rentalId} order by h.changed_at, h.seq`);
  const report = (kind: ReportRow['kind']) => {
    const found = reports.rows.find((r) => r.kind === kind);
    return found ? reportOf(found) : null;
  };
  const pickup = report('pickup');
  if (!pickup) throw new Error(`the handover of rental ${rentalId} has no pickup report`);
  return handoverSchema.parse({
    stage: row.stage,
    meterKind: row.meter_kind,
    pickup,
    return: report('return'),
    charges: chargesOf(row),
    extraTurnaroundDays: row.extra_turnaround_days,
    deposit: {
      state: DEPOSIT_STATE[row.stage],
      heldPaise: row.deposit_held_paise,
      withheldPaise: row.withheld_paise,
      refundedPaise: row.refunded_paise,
      reason: row.withheld_reason,
    },
    history: steps.rows.map((step) => ({
      from: step.from,
      to: step.to,
      by: step.by === null ? null : { name: step.by },
      at: new Date(step.at).toISOString(),
    })),
  });
}

/** The checklist and meter a pickup of this rental starts from: its equipment's category as it is now. */
export async function checklistTemplateOf(db: Source, rentalId: string): Promise<ChecklistTemplate> {
  const { rows } = await db.execute<{
    category: string | null;
    checklist: string[] | null;
    meter_kind: MeterKind | null;
  }>(sql`
    select c.name as category, c.checklist, c.meter_kind
    from equipment_rentals r join equipment e on e.id = r.equipment_id
      left join equipment_categories c on c.id = e.category_id
    where r.id = ${rentalId}`);
  const row = rows[0];
  return { category: row?.category ?? null, checklist: row?.checklist ?? [], meterKind: row?.meter_kind ?? 'none' };
}
