import { CURRENCY, LOCALE } from '../../shared/constants';

const rupees = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY });
const oneDecimal = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });

/** Spec §1: money with the rupee sign, Indian grouping: ₹1,23,456.50. */
export const formatRupees = (amount: number): string => rupees.format(amount);

/** A percentage given in points (12.5 -> '12.5%'). */
export const formatPercent = (points: number): string => `${oneDecimal.format(points)}%`;

/** The first `length` characters, with no ellipsis (spec §9: badges cut to 10 characters). */
export const truncate = (value: string, length: number): string => Array.from(value).slice(0, length).join('');

/** The first `length` characters and an ellipsis when there were more (spec §9: a 40-character description preview). */
export const preview = (value: string, length: number): string =>
  Array.from(value).length > length ? `${truncate(value, length)}…` : value;
