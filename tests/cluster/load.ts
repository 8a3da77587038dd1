import type { Call, Client, Reply } from './client';

export interface Figures {
  sent: number;
  failed: number;
  /** Calls that went to another instance before their answer. */
  retried: number;
  /** Why calls moved on ('503', 'ECONNREFUSED' …), with how often. */
  detours: Record<string, number>;
  p99Ms: number;
  maxMs: number;
  /** The first few failures, for the message of a failed assertion. */
  failures: string[];
  /** Every answer that counted, in the order they came. */
  replies: Reply[];
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * Calls at a steady rate, `perSecond`, each sent on time whatever the ones before it still wait
 * for, until `stop()`; a call fails when it throws or its answer is not a 2xx.
 */
export function steadyLoad(client: Client, next: (n: number) => Call, { perSecond = 100 } = {}) {
  let sent = 0;
  const failures: string[] = [];
  const replies: Reply[] = [];
  const calls: Promise<void>[] = [];
  const send = async (call: Call) => {
    try {
      const reply = await client.send(call);
      if (reply.status >= 200 && reply.status <= 299) replies.push(reply);
      else failures.push(`${call.method} ${call.path}: ${reply.status} ${reply.text.slice(0, 200)}`);
    } catch (err) {
      failures.push(`${call.method} ${call.path}: ${String(err)} ${String((err as Error).cause ?? '')}`);
    }
  };
  const timer = setInterval(() => calls.push(send(next(sent++))), 1000 / perSecond);
  return {
    async stop(): Promise<Figures> {
      clearInterval(timer);
      await Promise.all(calls);
      const ms = replies.map((reply) => reply.ms).sort((a, b) => a - b);
      const detours: Record<string, number> = {};
      for (const why of replies.flatMap((reply) => reply.detours)) detours[why] = (detours[why] ?? 0) + 1;
      return {
        sent,
        failed: failures.length,
        retried: replies.filter((reply) => reply.detours.length > 0).length,
        detours,
        p99Ms: Math.round(percentile(ms, 99)),
        maxMs: Math.round(ms.at(-1) ?? 0),
        failures: failures.slice(0, 5),
        replies,
      };
    },
  };
}
