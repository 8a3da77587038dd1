/**
 * The random source of the seed's fixed rows (accounts, categories, equipment, providers,
 * broadcasts): faker (en_IN) reseeded at the start of every seed, so two seeds draw the same
 * sequence and produce the same names, prices and ids. One generator per process: seeds must not
 * run concurrently in one process. The rows that grow with the scale are drawn in SQL (draw.ts).
 */
import { fakerEN_IN as faker } from '@faker-js/faker';

export { faker };

const SEED = 20_240_601;
export const DAY_MS = 86_400_000;

export function reseed(): void {
  faker.seed(SEED);
}

/** A volume at the given scale, never below 1 so every table has rows. */
export function scaled(base: number, scale: number): number {
  return Math.max(1, Math.round(base * scale));
}

/** A 10-digit Indian mobile number (they start with 6, 7, 8 or 9). */
export function mobile(): string {
  return `${faker.number.int({ min: 6, max: 9 })}${faker.string.numeric({ length: 9, allowLeadingZeros: true })}`;
}

/** A price in paise between two rupee amounts; larger prices are whole rupees, as shops quote. */
export function pricePaise(minRupees: number, maxRupees: number): number {
  const paise = faker.number.int({ min: Math.round(minRupees * 100), max: Math.round(maxRupees * 100) });
  return maxRupees >= 100 ? Math.round(paise / 100) * 100 : Math.round(paise / 50) * 50;
}

/** Paise as the rupee number the numeric(12,2) columns take. */
export const rupees = (paise: number): number => paise / 100;

/** A uniformly random instant in [from, to). */
function between(from: Date, to: Date): Date {
  const span = Math.max(0, to.getTime() - from.getTime() - 1);
  return new Date(from.getTime() + faker.number.int({ min: 0, max: span }));
}

/** An instant between minDays and maxDays before `now`. */
export function daysAgo(now: Date, minDays: number, maxDays: number): Date {
  return between(new Date(now.getTime() - maxDays * DAY_MS), new Date(now.getTime() - minDays * DAY_MS));
}

/** An element by index. */
export function pick<T>(items: readonly T[]): T {
  const item = items[faker.number.int({ min: 0, max: items.length - 1 })];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
}
