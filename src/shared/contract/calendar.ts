import { z } from 'zod';
import { messages } from '../messages';
import type { idSchema } from './common';
import { pageInfoSchema, zeroBasedPageFields } from './statusLists';

const m = messages.calendar;

/** The most days one calendar call covers: two months, so a month view with its edges fits. */
export const MAX_CALENDAR_DAYS = 62;

const daySchema = z.iso.date({ error: m.invalidDate });
const DAY_MS = 24 * 60 * 60 * 1000;
/** Days from `from` to `to`, both counted (dates as YYYY-MM-DD, read as UTC days). */
export const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;

/** A calendar's days: `from` to `to`, both included, in order, at most MAX_CALENDAR_DAYS. */
const rangeFields = { from: daySchema, to: daySchema };
type Range = { from: string; to: string };
const rangeRule = (range: Range, ctx: z.RefinementCtx) => {
  const days = daysBetween(range.from, range.to);
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: m.rangeOrder });
  else if (days > MAX_CALENDAR_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: m.rangeTooLong });
};

/**
 * One owner's day (issue 29): the most units held at any moment of it by CONFIRMED records and,
 * apart, by PENDING ones (turnaround or buffer included), how many records hold it at all, and
 * whether the confirmed peak passes what the owner has (an equipment's stock; a provider: 1).
 */
export const calendarDaySchema = z.object({
  date: z.iso.date(),
  confirmed: z.number().int(),
  pending: z.number().int(),
  records: z.number().int(),
  overBooked: z.boolean(),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

/** Where a record holds its owner: from its start until its end plus the turnaround or buffer. */
const heldSpanSchema = z.object({
  heldFrom: z.iso.datetime({ local: true }),
  heldUntil: z.iso.datetime({ local: true }),
});

/**
 * The calls of a kind's calendar, under its status list's base: the timeline (a page of owners,
 * each with its days), one owner's days, and the records holding one owner on one day.
 */
export function calendarContract<Owner extends z.ZodObject, Held extends z.ZodObject, OwnerKey extends string>(spec: {
  paths: { timeline: string; owner: string; day: string };
  ownerKey: OwnerKey;
  invalidOwner: string;
  owner: Owner;
  record: Held;
}) {
  const ownerId = { [spec.ownerKey]: z.uuid({ error: spec.invalidOwner }) } as { [K in OwnerKey]: typeof idSchema };
  const row = z.object({ owner: spec.owner, days: z.array(calendarDaySchema) });
  return {
    paths: spec.paths,
    ownerKey: spec.ownerKey,
    timelineBody: z.object({ ...zeroBasedPageFields, ...rangeFields }).superRefine(rangeRule),
    timeline: z.object({ data: z.array(row), pageInfo: pageInfoSchema }),
    ownerBody: z.object({ ...ownerId, ...rangeFields }).superRefine((body, ctx) => rangeRule(body as Range, ctx)),
    ownerDays: z.object({ data: row }),
    dayBody: z.object({ ...ownerId, date: daySchema }),
    /** Each record with the span it holds its owner (YYYY-MM-DDTHH:MM:SS, as booked, no time zone). */
    day: z.object({ data: z.array(z.intersection(spec.record, heldSpanSchema)) }),
  };
}
