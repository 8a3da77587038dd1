import { type SQL, sql } from 'drizzle-orm';

/** A moment for a held-span read: a `YYYY-MM-DD[ HH:MM[:SS]]` text, `infinity`, or SQL giving a timestamp. */
export type Moment = string | SQL;
export const moment = (m: Moment): SQL => (typeof m === 'string' ? sql`${m}::timestamp` : sql`(${m})`);

/**
 * What a kind of record holds (rentals, bookings; each declares its own in its module's
 * `held.ts`): its table, the owner it holds (an equipment, a provider) and the pad kept free
 * after each (`o` names the owner's row), the statuses that hold, and the columns it adds.
 */
export interface HoldRule<Status extends string> {
  records: string;
  ownerKey: string;
  owners: string;
  pad: SQL;
  statusType: string;
  /** The stored statuses that hold: the predicate of the `<records>_held_*` partial indexes. */
  holding: readonly string[];
  /** A holding record's status as counted (`r` names its row), one of `counted`. */
  countedAs: (r: SQL) => SQL;
  counted: readonly Status[];
  /** Where a record's held span ends before the pads (`r` names its row): its `ends_at` unless told. */
  end?: (r: SQL) => SQL;
  /** What one record adds to its owner's pad (`r` names its row), or none. */
  ownPad?: (r: SQL) => SQL;
  /** The units a record holds (a rental's qty; a booking holds its provider: 1). */
  qty: SQL;
  /**
   * The record's own columns `end`, `ownPad` and `qty` read, beyond its id, owner, status and
   * span: the `_held_idx` index holds them too (schema.ts `heldIndexes`), so a read needs no heap.
   */
  read: readonly string[];
}

/** A held record as a held-span read answers it (timestamps without time zone, as stored). */
export interface HeldRow<Status extends string> {
  id: string;
  owner_id: string;
  status: Status;
  qty: number;
  starts_at: string;
  ends_at: string;
  held_from: string;
  held_until: string;
}

/** Owners to read: their ids, or SQL giving a uuid[] (a page's ids, read in the same statement). */
export type Owners = readonly string[] | SQL;
export const ownersOf = (owners: Owners): SQL =>
  Array.isArray(owners) ? sql`${sql.param(owners)}::uuid[]` : sql`(${owners})`;

/** What a module's `held.ts` exports: the statements of its rule. */
export interface HeldReader<Status extends string> {
  /**
   * The records of `owners` holding them at some moment of [from, until), of `statuses` (every
   * holding one by default), as `HeldRow`s.
   */
  during: (owners: Owners, from: Moment, until: Moment, statuses?: readonly Status[]) => SQL;
  /** One record as a `HeldRow`, whatever its status (a cancelled rental about to be confirmed). */
  of: (id: string) => SQL;
  /**
   * Where the record `record` names (a table name or alias in the caller's statement) stops
   * holding, whatever its status, as a timestamp: `held_until` for a statement of single records.
   */
  heldUntilOf: (record: SQL) => SQL;
}

/**
 * The reader of a rule. held_from is starts_at, held_until the record's end (`ends_at`, or the
 * rule's `end`) plus the owner's pad and the record's own. Each statement may be run, or read as
 * a CTE.
 *
 * `during` reads one index range per owner (`<records>_held_idx` on the owner's id and starts_at,
 * partial on the holding statuses): a record holding its owner at `from` started at most the
 * owner's longest held span before it, read from `<records>_held_span_idx` (the longest stored
 * span of its holding records, their own end and pad included) plus the owner's pad. Spans are
 * unbounded (a multiplier has no maximum), so the look-back is read, not assumed. `offset 0` keeps the planner from flattening the lateral
 * read into a hash join over every holding record (measured: 5 ms against 40-90 ms at --scale 2500).
 */
export function heldReader<Status extends string>(rule: HoldRule<Status>): HeldReader<Status> {
  const records = sql.identifier(rule.records);
  const owners = sql.identifier(rule.owners);
  const ownerKey = sql.identifier(rule.ownerKey);
  const holding = sql.raw(rule.holding.map((s) => `'${s}'`).join(', '));
  const r = sql.raw('r');
  const readColumns = sql.raw(rule.read.map((column) => `, r.${column}`).join(''));
  const end = (t: SQL) => (rule.end ? rule.end(t) : sql`${t}.ends_at`);
  /** A record's span and its own pad (`t` names its row): what the `_held_span_idx` index keeps. */
  const ownSpan = (t: SQL) =>
    rule.ownPad ? sql`(${end(t)} - ${t}.starts_at) + ${rule.ownPad(t)}` : sql`(${end(t)} - ${t}.starts_at)`;
  /** Where a record stops holding, its owner's pad as `o.pad`. */
  const heldUntil = (t: SQL) => (rule.ownPad ? sql`${end(t)} + o.pad + ${rule.ownPad(t)}` : sql`${end(t)} + o.pad`);
  const padOf = (owner: SQL) => sql`select ${rule.pad} as pad from ${owners} o where o.id = ${owner}`;
  const columns = sql`r.id, r.${ownerKey} as owner_id, ${rule.countedAs(r)} as status, r.starts_at, r.ends_at,
    r.starts_at as held_from, ${heldUntil(r)} as held_until, ${rule.qty} as qty`;
  return {
    during: (ownerIds, from, until, statuses = rule.counted) => sql`
      select ${columns}
        from (
          select o.id, ${rule.pad} as pad,
                 (select max(${ownSpan(sql.raw('l'))}) from ${records} l
                   where l.${ownerKey} = o.id and l.status in (${holding})) as longest
            from ${owners} o where o.id = any(${ownersOf(ownerIds)})
        ) o
        cross join lateral (
          select r.id, r.${ownerKey}, r.status, r.starts_at, r.ends_at${readColumns} from ${records} r
           where r.${ownerKey} = o.id and r.status in (${holding})
             and ${rule.countedAs(r)} = any(${sql.param(statuses)}::${sql.raw(rule.statusType)}[])
             and r.starts_at < ${moment(until)}
             and r.starts_at >= ${moment(from)} - o.pad - o.longest
             and ${heldUntil(r)} > ${moment(from)}
             -- A span of no length (a multiplier of 0) holds nothing.
             and ${heldUntil(r)} > r.starts_at
          offset 0
        ) r`,
    of: (id) => sql`
      select ${columns}
        from ${records} r
        cross join lateral (${padOf(sql`r.${ownerKey}`)}) o
       where r.id = ${id}`,
    heldUntilOf: (record) => sql`(select ${heldUntil(record)} from (${padOf(sql`${record}.${ownerKey}`)}) o)`,
  };
}
