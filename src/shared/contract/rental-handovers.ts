import { z } from 'zod';
import { MAX_AMOUNT } from '../constants';
import { messages } from '../messages';
import { optionalText, recordResponse, storedImageUrlSchema } from './common';
import { meterKindSchema } from './equipment-categories';

const m = messages.handover;

/**
 * Where a rental's handover stands (issue 29): picked up (deposit held), returned (charges
 * computed, deposit still held), then the deposit refunded whole or partly withheld. Each step
 * moves it once, in this order.
 */
export const HANDOVER_STAGES = ['OUT', 'RETURNED', 'REFUNDED', 'PARTLY_WITHHELD'] as const;
export const handoverStageSchema = z.enum(HANDOVER_STAGES);
export type HandoverStage = z.infer<typeof handoverStageSchema>;

/**
 * Why the status update refuses to change the status of a rental at this handover stage (issue
 * 29), or null while it has none: once picked up, its status follows the handover (the return
 * completes it). The server refuses on it; the screens disable Update Status on it, with the why.
 */
export const statusLockOf = (stage: HandoverStage | null): string | null =>
  stage === null ? null : stage === 'OUT' ? m.statusPickedUp : m.statusReturned;

/** The deposit's state, read from the stage: held until it is settled. */
export const DEPOSIT_STATES = ['HELD', 'REFUNDED', 'PARTLY_WITHHELD'] as const;
export type DepositState = (typeof DEPOSIT_STATES)[number];

export const MAX_HANDOVER_PHOTOS = 6;
/** Money is integer paise everywhere in a handover: at most MAX_AMOUNT rupees. */
export const MAX_PAISE = MAX_AMOUNT * 100;
/** A meter reads whole hours or kilometres. */
export const MAX_METER_READING = 10_000_000;
/** Days a return may add to the equipment's turnaround: as many as its own turnaround may have. */
export const MAX_EXTRA_TURNAROUND_DAYS = 30;

/** An amount in paise as a body sends it. */
export const paiseSchema = z
  .number({ error: m.invalidAmount })
  .int({ error: m.invalidAmount })
  .min(0, { error: m.invalidAmount })
  .max(MAX_PAISE, { error: m.amountTooLarge });

/** One checklist line as the desk answered it: the item (the category's text, kept), ok or not, a note. */
export const checklistAnswerSchema = z.object({ item: z.string(), ok: z.boolean(), note: z.string().nullable() });
export type ChecklistAnswer = z.infer<typeof checklistAnswerSchema>;

/** A line as a body sends it: a blank note is none. */
const checklistAnswerBodySchema = z.object({
  item: z.string({ error: m.checklistMismatch }),
  ok: z.boolean({ error: m.checklistMismatch }),
  note: optionalText(500, m.itemNoteTooLong).transform((note) => note ?? null),
});

/** The fields pickup and return share: when (the yard's local date and time), condition, meter, photos. */
const reportFields = {
  rentalId: z.uuid({ error: messages.rental.invalidId }),
  date: z.iso.date({ error: m.invalidDate }),
  time: z.string({ error: m.invalidTime }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: m.invalidTime }),
  checklist: z.array(checklistAnswerBodySchema, { error: m.checklistMismatch }),
  notes: optionalText(2000, m.notesTooLong),
  meterReading: z
    .number({ error: m.meterInvalid })
    .int({ error: m.meterInvalid })
    .min(0, { error: m.meterInvalid })
    .max(MAX_METER_READING, { error: m.meterInvalid })
    .nullable()
    .default(null),
  photos: z
    .array(storedImageUrlSchema.meta({ description: 'An image URL POST /file/upload answered' }), {
      error: m.photoNotStored,
    })
    .max(MAX_HANDOVER_PHOTOS, { error: m.tooManyPhotos })
    .default([]),
};

/** POST /equipment-rentals/record-pickup: a CONFIRMED rental goes out; the deposit is held. */
export const pickupBodySchema = z.object({ ...reportFields, depositPaise: paiseSchema });
export type PickupBody = z.input<typeof pickupBodySchema>;

/**
 * POST /equipment-rentals/record-return: it comes back, with damage (notes, a charge, and the
 * days servicing it adds to the equipment's turnaround, which the held rule then counts).
 */
export const returnBodySchema = z.object({
  ...reportFields,
  damageNotes: optionalText(2000, m.notesTooLong),
  damagePaise: paiseSchema.default(0),
  extraTurnaroundDays: z
    .number({ error: m.extraTurnaroundInvalid })
    .int({ error: m.extraTurnaroundInvalid })
    .min(0, { error: m.extraTurnaroundInvalid })
    .max(MAX_EXTRA_TURNAROUND_DAYS, { error: m.extraTurnaroundInvalid })
    .default(0),
});
export type ReturnBody = z.input<typeof returnBodySchema>;

/**
 * POST /equipment-rentals/settle-deposit: nothing withheld refunds the whole deposit; an amount
 * withheld (with its reason, up to the deposit) refunds the rest.
 */
export const settleBodySchema = z
  .object({
    rentalId: z.uuid({ error: messages.rental.invalidId }),
    withheldPaise: paiseSchema,
    reason: optionalText(500, m.reasonTooLong),
  })
  .refine((body) => body.withheldPaise === 0 || Boolean(body.reason), { error: m.reasonRequired, path: ['reason'] });
export type SettleBody = z.input<typeof settleBodySchema>;

/** One condition report: pickup's or return's. */
export const conditionReportSchema = z.object({
  date: z.iso.date(),
  time: z.string(),
  /** Who recorded it (null once that account is deleted). */
  by: z.object({ name: z.string() }).nullable(),
  checklist: z.array(checklistAnswerSchema),
  notes: z.string().nullable(),
  meterReading: z.number().int().nullable(),
  photos: z.array(z.string()),
  /** Return only. */
  damageNotes: z.string().nullable(),
});
export type ConditionReport = z.infer<typeof conditionReportSchema>;

/**
 * What the return charges, in paise: each started unit (day or hour, the rental's) past its end
 * at the equipment's rate per unit and quantity; meter hours beyond those paid for (rented and
 * late) at the rate where the unit is the hour; the damage the desk entered.
 */
export const chargesSchema = z.object({
  lateUnits: z.number().int(),
  lateUnit: z.enum(['day', 'hour']),
  latePaise: z.number().int(),
  meterUsed: z.number().int().nullable(),
  meterPaise: z.number().int(),
  damagePaise: z.number().int(),
  totalPaise: z.number().int(),
});
export type Charges = z.infer<typeof chargesSchema>;

export const depositSchema = z.object({
  state: z.enum(DEPOSIT_STATES),
  heldPaise: z.number().int(),
  /** Set once settled: withheld + refunded = held. */
  withheldPaise: z.number().int().nullable(),
  refundedPaise: z.number().int().nullable(),
  reason: z.string().nullable(),
});
export type Deposit = z.infer<typeof depositSchema>;

/** One step of the handover: from what stage (none before the pickup) to what, who, when. */
export const handoverStepSchema = z.object({
  from: handoverStageSchema.nullable(),
  to: handoverStageSchema,
  by: z.object({ name: z.string() }).nullable(),
  at: z.iso.datetime(),
});

/** A rental's handover as its details show it: both reports side by side and the money trail. */
export const handoverSchema = z.object({
  stage: handoverStageSchema,
  /** The meter its category had at pickup, kept for the return. */
  meterKind: meterKindSchema,
  pickup: conditionReportSchema,
  return: conditionReportSchema.nullable(),
  charges: chargesSchema.nullable(),
  /** Days its return added to the equipment's turnaround (0 before the return). */
  extraTurnaroundDays: z.number().int(),
  deposit: depositSchema,
  history: z.array(handoverStepSchema),
});
export type Handover = z.infer<typeof handoverSchema>;

/** What a pickup starts from: the equipment's category, its checklist and meter, as they are now. */
export const checklistTemplateSchema = z.object({
  category: z.string().nullable(),
  checklist: z.array(z.string()),
  meterKind: meterKindSchema,
});
export type ChecklistTemplate = z.infer<typeof checklistTemplateSchema>;

/** Each step answers its toast and the handover as it now stands. */
export const handoverResponseSchema = recordResponse(handoverSchema);

/** The handover calls, under /equipment-rentals. */
export const HANDOVER_PATHS = {
  pickup: '/record-pickup',
  return: '/record-return',
  settle: '/settle-deposit',
} as const;
