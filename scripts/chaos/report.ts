import type { Write } from './ledger';

export interface Figures {
  database: string;
  kills: number;
  seconds: number;
  /** From each restart after a kill until GET /health answered 200. */
  restartMs: readonly number[];
  writes: readonly Write[];
  ackedLost: number;
  halfDone: number;
  counterMismatches: number;
  unexplained: number;
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The run's figures as one Markdown table, and whether every goal was met. */
export function report(f: Figures): { table: string; ok: boolean } {
  const acked = f.writes.filter((w) => w.outcome === 'acked').length;
  const inFlight = f.writes.filter((w) => w.inFlightAtKill);
  const landed = inFlight.filter((w) => w.landed).length;
  const told = inFlight.filter((w) => w.landed !== undefined).length;
  const rows: [string, string, string][] = [
    ['Database', f.database, ''],
    ['Kills (SIGKILL to the server process group)', String(f.kills), ''],
    ['Wall time', `${f.seconds.toFixed(0)} s`, ''],
    ['Restart after a kill until healthy (median)', `${(median(f.restartMs) / 1000).toFixed(1)} s`, ''],
    ['Writes sent', String(f.writes.length), ''],
    ['Acknowledged writes (2xx)', String(acked), ''],
    ['Acknowledged writes lost', String(f.ackedLost), '0'],
    ['Half-done broadcasts', String(f.halfDone), '0'],
    ['Counter mismatches (vs a fresh count)', String(f.counterMismatches), '0'],
    ['Rows nobody sent', String(f.unexplained), '0'],
    ['Writes in flight at kills', String(inFlight.length), ''],
    ['... of those that landed', `${landed} of ${told} told`, ''],
  ];
  const table = [
    '| Figure | Value | Goal |',
    '| --- | ---: | ---: |',
    ...rows.map(([name, value, goal]) => `| ${name} | ${value} | ${goal} |`),
  ].join('\n');
  const ok = f.ackedLost === 0 && f.halfDone === 0 && f.counterMismatches === 0 && f.unexplained === 0;
  return { table, ok };
}
