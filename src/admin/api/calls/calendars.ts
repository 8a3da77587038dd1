import type { z } from 'zod';
import type { calendarContract } from '../../../shared/contract/calendar';
import { postCall } from './writeCalls';

/** A calendar's range: its first and last day (YYYY-MM-DD). */
export interface CalendarRange {
  from: string;
  to: string;
}

/** What the calls read of a kind's `calendarContract`, whatever its owner. */
interface CalendarSchemas<Timeline, OwnerDays extends { data: unknown }, Day extends { data: unknown }> {
  paths: ReturnType<typeof calendarContract>['paths'];
  ownerKey: string;
  timeline: z.ZodType<Timeline>;
  ownerDays: z.ZodType<OwnerDays>;
  day: z.ZodType<Day>;
}

/**
 * Issue 29: a kind's calendar calls under its base (`/equipment-rentals`), from its shared
 * contract: the timeline (a page of owners), one owner's days, and a day's records.
 */
export const calendarCalls = <Timeline, OwnerDays extends { data: unknown }, Day extends { data: unknown }>(
  base: string,
  contract: CalendarSchemas<Timeline, OwnerDays, Day>,
) => ({
  timeline: postCall<CalendarRange & { pageNumber: number; pageSize: number }, Timeline>(
    `${base}${contract.paths.timeline}`,
    (params) => params,
    (body) => contract.timeline.parse(body),
  ),
  owner: postCall<CalendarRange & { ownerId: string }, OwnerDays['data']>(
    `${base}${contract.paths.owner}`,
    ({ ownerId, from, to }) => ({ [contract.ownerKey]: ownerId, from, to }),
    (body) => contract.ownerDays.parse(body).data,
  ),
  day: postCall<{ ownerId: string; date: string }, Day['data']>(
    `${base}${contract.paths.day}`,
    ({ ownerId, date }) => ({ [contract.ownerKey]: ownerId, date }),
    (body) => contract.day.parse(body).data,
  ),
});
