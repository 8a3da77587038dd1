import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ChecklistAnswer } from '../../../shared/contract/rental-handovers';
import { HANDOVER_STAGES } from '../../../shared/contract/rental-handovers';
import { equipmentRentals, meterKindEnum, users } from '../../db/schema';

export const handoverStageEnum = pgEnum('handover_stage', HANDOVER_STAGES);
export const HANDOVER_KINDS = ['pickup', 'return'] as const;
export const handoverKindEnum = pgEnum('handover_kind', HANDOVER_KINDS);

const paise = (name: string) => bigint(name, { mode: 'number' });

/**
 * A rental's handover (issue 29), from its pickup: where it stands, the meter its category had
 * then, and the money, all integer paise: the deposit held, the charges the return computed, and
 * the deposit's settlement (withheld + refunded = held). The checks hold each stage to its amounts.
 */
export const rentalHandovers = pgTable(
  'rental_handovers',
  {
    rentalId: uuid('rental_id')
      .primaryKey()
      .references(() => equipmentRentals.id, { onDelete: 'cascade' }),
    stage: handoverStageEnum('stage').notNull(),
    meterKind: meterKindEnum('meter_kind').notNull(),
    depositHeldPaise: paise('deposit_held_paise').notNull(),
    lateUnits: integer('late_units'),
    latePaise: paise('late_paise'),
    meterUsed: integer('meter_used'),
    meterPaise: paise('meter_paise'),
    damagePaise: paise('damage_paise'),
    withheldPaise: paise('withheld_paise'),
    refundedPaise: paise('refunded_paise'),
    withheldReason: text('withheld_reason'),
  },
  (t) => [
    check(
      'rental_handovers_amounts',
      sql`${t.depositHeldPaise} >= 0 and ${t.latePaise} >= 0 and ${t.meterPaise} >= 0 and ${t.damagePaise} >= 0
        and ${t.withheldPaise} >= 0 and ${t.refundedPaise} >= 0`,
    ),
    check(
      'rental_handovers_charged_on_return',
      sql`(${t.stage} = 'OUT') = (${t.latePaise} is null) and (${t.latePaise} is null) = (${t.damagePaise} is null)
        and (${t.latePaise} is null) = (${t.meterPaise} is null) and (${t.latePaise} is null) = (${t.lateUnits} is null)`,
    ),
    check(
      'rental_handovers_settlement',
      sql`case ${t.stage}
        when 'REFUNDED' then ${t.withheldPaise} = 0 and ${t.refundedPaise} = ${t.depositHeldPaise} and ${t.withheldReason} is null
        when 'PARTLY_WITHHELD' then ${t.withheldPaise} > 0 and ${t.withheldPaise} + ${t.refundedPaise} = ${t.depositHeldPaise}
          and ${t.withheldReason} is not null
        else ${t.withheldPaise} is null and ${t.refundedPaise} is null and ${t.withheldReason} is null end`,
    ),
  ],
);

/**
 * A condition report, pickup's or return's, one of each per rental. `at` is the yard's local
 * date and time, as the rental's own span is (equipment_rentals.ends_at), so lateness compares
 * like with like. `checklist` is a copy of the category's items as answered: editing the
 * category later never changes it.
 */
export const handoverReports = pgTable(
  'handover_reports',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    rentalId: uuid('rental_id')
      .notNull()
      .references(() => rentalHandovers.rentalId, { onDelete: 'cascade' }),
    kind: handoverKindEnum('kind').notNull(),
    at: timestamp('at').notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    checklist: jsonb('checklist').$type<ChecklistAnswer[]>().notNull(),
    notes: text('notes'),
    damageNotes: text('damage_notes'),
    meterReading: integer('meter_reading'),
  },
  (t) => [
    unique('handover_reports_rental_kind').on(t.rentalId, t.kind),
    index('handover_reports_recorded_by_idx').on(t.recordedBy),
  ],
);

/** A report's photos in their order; the upload purge keeps an image while a report shows it (files/release.ts). */
export const handoverPhotos = pgTable(
  'handover_photos',
  {
    reportId: uuid('report_id')
      .notNull()
      .references(() => handoverReports.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    url: text('url').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.position] }), index('handover_photos_url_idx').on(t.url)],
);

/** Every step of a handover: from what stage (null before the pickup) to what, who, when, in write order. */
export const handoverHistory = pgTable(
  'handover_history',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    rentalId: uuid('rental_id')
      .notNull()
      .references(() => rentalHandovers.rentalId, { onDelete: 'cascade' }),
    fromStage: handoverStageEnum('from_stage'),
    toStage: handoverStageEnum('to_stage').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    index('handover_history_rental_idx').on(t.rentalId, t.changedAt),
    index('handover_history_changed_by_idx').on(t.changedBy),
  ],
);
