import { formatRupees } from './formatters';

const RUPEES = /^\s*(\d{1,8})(?:\.(\d{1,2}))?\s*$/;

/**
 * Rupees as typed ("1500", "1500.5", "1500.50") in integer paise, read digit by digit so no
 * float rounding enters the money; null for anything else.
 */
export function paiseOfRupees(typed: string | null | undefined): number | null {
  const match = RUPEES.exec(typed ?? '');
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Paise as the app shows money: ₹ in the Indian grouping (the division only formats). */
export const formatPaise = (paise: number): string => formatRupees(paise / 100);

/** Paise as the amount input shows them: "1500.50". */
export const rupeesText = (paise: number): string =>
  `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
