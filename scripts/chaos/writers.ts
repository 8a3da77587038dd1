import { type Headers, isStatusKind, post, type Session, STATUS_KINDS, type StatusKind } from './api';
import { outcomeOf, type Write, type WriteKind } from './ledger';
import { pickFrom } from './random';

/** One run of the server, between its start and its kill. */
export interface Run {
  index: number;
  alive: boolean;
  killedAt: number;
}

/** What the writers share across runs. */
export interface WriteState {
  base: string;
  tag: string;
  random: () => number;
  /** Every record the run writes, by kind; client i writes the records at positions i, i + clients, ... */
  records: Record<StatusKind, string[]>;
  /** Each record's status as last acknowledged or read. */
  known: Map<string, string>;
  /** Records with an unanswered write: left alone until a restart reads them. */
  uncertain: Set<string>;
  /** Records acknowledged in the current run, read back after the restart. */
  touched: Set<string>;
  writes: Write[];
  /** Categories and broadcasts sent so far: each gets a name of its own. */
  created: number;
}

/** The share of each kind of write; broadcasts write a row per customer, so they are rarer. */
const WEIGHTS: [WriteKind, number][] = [
  ['order', 0.3],
  ['rental', 0.25],
  ['booking', 0.25],
  ['category', 0.15],
  ['broadcast', 0.05],
];

function drawKind(random: () => number): WriteKind {
  let r = random();
  for (const [kind, weight] of WEIGHTS) {
    r -= weight;
    if (r < 0) return kind;
  }
  return 'order';
}

interface Planned {
  kind: WriteKind;
  key: string;
  value: string;
  before?: string;
  path: string;
  headers: Headers;
  body: unknown;
}

/** The next write of client `client` of `clients`, or undefined when every record it owns is uncertain. */
function plan(state: WriteState, session: Session, client: number, clients: number): Planned | undefined {
  const pick = pickFrom(state.random);
  const kind = drawKind(state.random);
  if (kind === 'category' || kind === 'broadcast') {
    state.created += 1;
    const name = `chaos-${state.tag}-${kind === 'category' ? 'c' : 'b'}${state.created}`;
    return kind === 'category'
      ? {
          kind,
          key: name,
          value: name,
          path: '/categories/create',
          headers: session.ADMIN,
          body: { name, description: 'Written by npm run chaos' },
        }
      : {
          kind,
          key: name,
          value: name,
          path: '/admin-notifications/send',
          headers: session.ADMIN,
          body: { title: name, message: 'Written by npm run chaos' },
        };
  }
  const owned = state.records[kind].filter((id, i) => i % clients === client && !state.uncertain.has(id));
  if (owned.length === 0) return undefined;
  const id = pick(owned);
  const spec = STATUS_KINDS[kind];
  const before = state.known.get(id);
  // Always a change, so an unanswered write can be told landed or not by reading the record.
  const status = pick(spec.statuses.filter((s) => s !== before));
  return {
    kind,
    key: id,
    value: status,
    ...(before === undefined ? {} : { before }),
    path: spec.update,
    headers: session[spec.role],
    body: { [spec.idKey]: id, status },
  };
}

/** `clients` clients writing back to back until the run is killed; each write and its answer go to the ledger. */
export async function driveWrites(state: WriteState, session: Session, run: Run, clients: number): Promise<void> {
  const client = async (i: number) => {
    while (run.alive) {
      const next = plan(state, session, i, clients);
      if (!next) return;
      const sentAt = performance.now();
      const answer = await post(state.base, next.path, next.headers, next.body);
      const outcome = outcomeOf(answer.status);
      state.writes.push({
        kind: next.kind,
        key: next.key,
        value: next.value,
        ...(next.before === undefined ? {} : { before: next.before }),
        run: run.index,
        sentAt,
        outcome,
        inFlightAtKill: outcome === 'unanswered' && !run.alive && sentAt < run.killedAt,
      });
      if (!isStatusKind(next.kind)) continue;
      if (outcome === 'acked') {
        state.known.set(next.key, next.value);
        state.touched.add(next.key);
      } else if (outcome === 'unanswered') {
        state.uncertain.add(next.key);
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, i) => client(i)));
}
