/**
 * The time kept free after a rental or a booking, as the feeds show it. A stand-in until the
 * availability work's one definition (equipment-rentals/held.ts, service-bookings/held.ts) is
 * on main, which should replace this file: an equipment's `turnaround_days` after a rental's
 * `ends_at`, a provider's `buffer_minutes` after a booking's. Added as fixed lengths of time:
 * the business zone (Asia/Kolkata) has no daylight saving, so a day is always 24 hours there.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Where a rental's turnaround ends, or null when the equipment declares none. */
export const turnaroundEnd = (endsAt: Date, turnaroundDays: number): Date | null =>
  turnaroundDays > 0 ? new Date(endsAt.getTime() + turnaroundDays * DAY_MS) : null;

/** Where a booking's buffer ends, or null when the provider declares none. */
export const bookingBufferEnd = (endsAt: Date, bufferMinutes: number): Date | null =>
  bufferMinutes > 0 ? new Date(endsAt.getTime() + bufferMinutes * MINUTE_MS) : null;
