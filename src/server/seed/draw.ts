/**
 * Pseudo-random draws written as SQL, for the set-based part of the seed. A draw is a hash of
 * the row's number under a label: the same label and row give the same value in every seed, on
 * PostgreSQL and PGlite alike, whatever order the database evaluates rows in (setseed() and
 * random() would depend on it). hashint8extended is the hash partitioning relies on, so it is
 * stable across PostgreSQL versions.
 */
import { type SQL, sql } from 'drizzle-orm';

/** A JS number written into the statement as a constant (the planner sees it; no parameter type to infer). */
export function lit(n: number): SQL {
  if (!Number.isFinite(n)) throw new RangeError(`not a finite number: ${n}`);
  return sql.raw(String(n));
}

/** The 32-bit FNV-1a hash of a label: each label draws from its own stream. */
function streamOf(label: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) h = Math.imul(h ^ label.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const hash = (label: string, row: SQL) => sql`hashint8extended(${row}, ${lit(streamOf(label))})`;

/** A float8 in [0, 1). */
export function uniform(label: string, row: SQL): SQL {
  return sql`((${hash(label, row)} & 4503599627370495)::float8 / 4503599627370496)`;
}

const operand = (v: number | SQL): SQL => (typeof v === 'number' ? lit(v) : v);

/** An integer in [min, max], both included. */
export function intBetween(label: string, row: SQL, min: number | SQL, max: number | SQL): SQL {
  return sql`(${operand(min)} + floor(${uniform(label, row)} * (${operand(max)} - ${operand(min)} + 1)))::int`;
}

/** True with probability p. */
export function chance(label: string, row: SQL, p: number): SQL {
  return sql`(${uniform(label, row)} < ${lit(p)})`;
}

/** One of the values, each with its weight, as a value of the given SQL type. */
export function weighted(
  label: string,
  row: SQL,
  choices: ReadonlyArray<readonly [string | number, number]>,
  type = 'text',
): SQL {
  const total = choices.reduce((sum, [, w]) => sum + w, 0);
  let below = 0;
  const starts = choices.map(([, w]) => {
    const start = below / total;
    below += w;
    return start;
  });
  const values = choices.map(([v]) => String(v));
  // width_bucket gives 1 for [0, second start), 2 for the next range, and so on.
  return sql`(${sql.param(values)}::${sql.raw(type)}[])[width_bucket(${uniform(label, row)}, ${sql.param(starts)}::float8[])]`;
}

export type Weights = ReadonlyArray<readonly [string, number]>;

/** A status drawn with one set of weights for rows in the past and another for upcoming ones. */
export function statusByTense(
  label: string,
  row: SQL,
  past: SQL,
  weights: { past: Weights; upcoming: Weights },
  type: string,
): SQL {
  return sql`(case when ${past} then ${weighted(`${label}.pastStatus`, row, weights.past)} else ${weighted(
    `${label}.status`,
    row,
    weights.upcoming,
  )} end)::${sql.raw(type)}`;
}

/** An element of a SQL array of the given length. */
export function pickFrom(label: string, row: SQL, array: SQL, length: number): SQL {
  return sql`${array}[${intBetween(label, row, 1, length)}]`;
}

/** A version 4 UUID (the version and variant bits set, as the contract's z.uuid() checks). */
export function seededUuid(label: string, row: SQL): SQL {
  const high = sql`(${hash(`${label}/high`, row)} & -61441) | 16384`;
  const low = sql`(${hash(`${label}/low`, row)} & 4611686018427387903) | -9223372036854775808`;
  return sql`encode(int8send(${high}) || int8send(${low}), 'hex')::uuid`;
}
