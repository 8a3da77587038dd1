import type { Db } from './client';

/**
 * How a write's concurrent calls share statements. Under load every status update paid for a
 * whole statement of its own: its triggers' run, a round trip, a commit and its flush, a pooled
 * connection. A batch is one statement for every call waiting when a connection frees up, so
 * those costs are paid once for all of them; alone, a call is a batch of one and waits for no one.
 */
export interface WriteBatches<In> {
  /** Calls with one key change the same rows: never in one batch, nor in two at once, and in their order. */
  key: (input: In) => string;
  /** The most calls one statement takes. */
  maxSize: number;
  /** Batches running at once, each on a pooled connection: one runs while another commits. */
  concurrency: number;
  /**
   * Whether a batch's error is one call's doing (a row a trigger refuses), not the statement's:
   * its calls then run again one at a time, so only the offending call fails, with its own error.
   */
  oneCallsError?: (error: unknown) => boolean;
}

interface Waiting<In, Out> {
  input: In;
  key: string;
  resolve: (output: Out) => void;
  reject: (error: unknown) => void;
}

/**
 * `run` made to take its calls in batches, on each database: it receives the batch's inputs
 * (distinct keys) and answers one output per input, in their order. A batch that fails fails
 * each of its calls with its error, unless `oneCallsError` says the error is one call's.
 */
export function inBatches<In, Out>(
  run: (db: Db, inputs: In[]) => Promise<Out[]>,
  { key, maxSize, concurrency, oneCallsError }: WriteBatches<In>,
): (db: Db, input: In) => Promise<Out> {
  type State = { waiting: Waiting<In, Out>[]; running: number; busy: Set<string> };
  const states = new WeakMap<Db, State>();

  // The failed statement wrote nothing, so each call runs anew; its key stays busy meanwhile.
  const runAlone = async (db: Db, batch: Waiting<In, Out>[]) => {
    for (const call of batch) {
      try {
        const [output] = await run(db, [call.input]);
        call.resolve(output as Out);
      } catch (error) {
        call.reject(error);
      }
    }
  };

  const settle = async (db: Db, batch: Waiting<In, Out>[], state: State) => {
    try {
      const outputs = await run(
        db,
        batch.map((call) => call.input),
      );
      for (const [i, call] of batch.entries()) call.resolve(outputs[i] as Out);
    } catch (error) {
      if (batch.length > 1 && oneCallsError?.(error)) await runAlone(db, batch);
      else for (const call of batch) call.reject(error);
    } finally {
      state.running--;
      for (const call of batch) state.busy.delete(call.key);
      next(db);
    }
  };

  const next = (db: Db) => {
    const state = states.get(db);
    if (!state) return;
    while (state.running < concurrency && state.waiting.length) {
      const batch: Waiting<In, Out>[] = [];
      const left: Waiting<In, Out>[] = [];
      const keys = new Set<string>();
      for (const call of state.waiting) {
        const free = batch.length < maxSize && !keys.has(call.key) && !state.busy.has(call.key);
        (free ? batch : left).push(call);
        // A key left waiting holds back its later calls, so they keep their order.
        keys.add(call.key);
      }
      if (!batch.length) return;
      state.waiting = left;
      state.running++;
      for (const call of batch) state.busy.add(call.key);
      void settle(db, batch, state);
    }
  };

  return (db, input) =>
    new Promise<Out>((resolve, reject) => {
      const state = states.get(db) ?? { waiting: [], running: 0, busy: new Set<string>() };
      states.set(db, state);
      state.waiting.push({ input, key: key(input), resolve, reject });
      next(db);
    });
}

/**
 * The status updates' batches. Two at once measured best on two cores with 10 clients (one: the
 * calls wait for each commit; three or ten: smaller batches, more CPU a call; docs/performance.md).
 */
export const WRITE_BATCHES = { maxSize: 64, concurrency: 2 };
