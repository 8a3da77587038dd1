import { CURRENCY, SHORT_ID_LENGTH } from '../../shared/constants';
import { intlLocale } from '../i18n/activeLanguage';

/**
 * A formatter of the current language's locale (en-IN, hi-IN), built on first use in it: each
 * costs milliseconds, and a screen needs only a few of them.
 */
const perLocale = <T>(build: (locale: string) => T): (() => T) => {
  const built = new Map<string, T>();
  return () => {
    const locale = intlLocale();
    let formatter = built.get(locale);
    if (formatter === undefined) {
      formatter = build(locale);
      built.set(locale, formatter);
    }
    return formatter;
  };
};

const rupees = perLocale((locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY }));
const rupeesCompact = perLocale(
  (locale) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: CURRENCY,
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    }),
);
const oneDecimal = perLocale((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }));
const dateTime = perLocale((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }));
const date = perLocale((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }));
const count = perLocale((locale) => new Intl.NumberFormat(locale));
// A booked day and hour are wall-clock values with no zone: formatted as UTC, so no shift.
const day = perLocale((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }));
const clock = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' }),
);

/** Spec §1: money with the rupee sign, Indian grouping: ₹1,23,456.50. */
export const formatRupees = (amount: number): string => rupees().format(amount);

/** Money in Indian short scale for a chart's axis: ₹4 Cr, ₹25 L. */
export const formatRupeesCompact = (amount: number): string => rupeesCompact().format(amount);

/** A percentage given in points (12.5 -> '12.5%'). */
export const formatPercent = (points: number): string => `${oneDecimal().format(points)}%`;

/** The first `length` characters, with no ellipsis (spec §9: badges cut to 10 characters). */
export const truncate = (value: string, length: number): string => Array.from(value).slice(0, length).join('');

/** The first `length` characters and an ellipsis when there were more (spec §9: a 40-character description preview). */
export const preview = (value: string, length: number): string =>
  Array.from(value).length > length ? `${truncate(value, length)}…` : value;

/** Spec §1: a moment in the en-IN (or hi-IN) format, in the browser's time zone: '22 May 2025, 10:30 am'. */
export const formatDateTime = (iso: string): string => dateTime().format(new Date(iso));

/** Spec §1: a day in the en-IN (or hi-IN) format, in the browser's time zone: '22 May 2025'. */
export const formatDate = (iso: string): string => date().format(new Date(iso));

/** Spec §1: a booked day ('2026-11-24') in the en-IN (or hi-IN) format, the same day in any time zone: '24 Nov 2026'. */
export const formatDay = (isoDate: string): string => day().format(new Date(`${isoDate}T00:00:00Z`));

/** A booked hour ('14:30:00') on a 12-hour clock: '2:30 pm'. */
export const formatClock = (isoTime: string): string => clock().format(new Date(`1970-01-01T${isoTime}Z`));

/** A count with Indian grouping: 1,00,000. */
export const formatCount = (value: number): string => count().format(value);

/** Spec §9: order, rental and booking ids are shown as their last 8 characters. */
export const shortId = (id: string): string => id.slice(-SHORT_ID_LENGTH);

/** A size in bytes as people read it: 950 B, 12.3 KB, 4.5 MB. */
export const formatBytes = (bytes: number): string => {
  const [unit, size] =
    bytes >= 1024 ** 2 ? ['MB', bytes / 1024 ** 2] : bytes >= 1024 ? ['KB', bytes / 1024] : ['B', bytes];
  return `${oneDecimal().format(size)} ${unit}`;
};
