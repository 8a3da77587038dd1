import type { Charges } from '../../../shared/contract/rental-handovers';

const MINUTES = { hour: 60, day: 24 * 60 } as const;

/** Minutes since the epoch of a local date and time (`YYYY-MM-DDTHH:MM`), both sides read alike. */
export const minutesOf = (localDateTime: string): number => Date.parse(`${localDateTime}:00Z`) / 60_000;

/** What the return is charged from: the rental, its rate, the meter both times, the damage entered. */
export interface ChargeInputs {
  /** The rental's end and the return, local (`YYYY-MM-DDTHH:MM`). */
  endsAt: string;
  returnedAt: string;
  unit: 'day' | 'hour';
  qty: number;
  multiplier: number;
  /** The equipment's rate per unit, in paise. */
  ratePaise: number;
  /** Readings where the category has an hours meter (km are recorded, not charged). */
  hoursMeter: { pickup: number; return: number } | null;
  damagePaise: number;
}

/**
 * The return's charges, integer paise throughout: each started unit (the rental's day or hour)
 * past the end, at the rate for every unit rented; and, where the unit is the hour, the meter
 * hours beyond those already paid for (rented plus late, for every unit) at the rate. Null when
 * a figure would leave the integers a number holds exactly.
 */
export function chargesOf(input: ChargeInputs): Charges | null {
  const lateMinutes = minutesOf(input.returnedAt) - minutesOf(input.endsAt);
  const lateUnits = lateMinutes > 0 ? Math.ceil(lateMinutes / MINUTES[input.unit]) : 0;
  const latePaise = lateUnits * input.ratePaise * input.qty;
  const meterUsed = input.hoursMeter ? input.hoursMeter.return - input.hoursMeter.pickup : null;
  const paidHours = (input.multiplier + lateUnits) * input.qty;
  const meterPaise =
    meterUsed !== null && input.unit === 'hour' ? Math.max(0, meterUsed - paidHours) * input.ratePaise : 0;
  const totalPaise = latePaise + meterPaise + input.damagePaise;
  if (![latePaise, meterPaise, totalPaise].every(Number.isSafeInteger)) return null;
  return {
    lateUnits,
    lateUnit: input.unit,
    latePaise,
    meterUsed,
    meterPaise,
    damagePaise: input.damagePaise,
    totalPaise,
  };
}
