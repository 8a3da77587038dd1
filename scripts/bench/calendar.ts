import { type Call, loadCall, percentile, send, signIn } from './http';
import { printTable } from './markdown';

export interface CalendarBenchOptions {
  /** The API's base URL, ending in /api/v1. */
  base: string;
  accounts: Record<'admin', { email: string; password: string }>;
  clients: number;
  seconds: number;
}

/** The months the timeline is asked for, newest first: a month drawn at random per request, so no one month stays cached. */
const MONTHS = 12;

const monthOf = (back: number) => {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
};

/**
 * Issue 29's figure: a month of the rentals' timeline for a page of 50 equipments (≤ 100 ms p99
 * on PostgreSQL at --scale 2500), and the bookings' timeline likewise; a month drawn from the last
 * twelve for each request. One client (the latency a desk sees) and then `clients` at once.
 */
export async function benchCalendar({ base, accounts, clients, seconds }: CalendarBenchOptions) {
  const admin = await signIn(base, accounts.admin);
  const timeline = (path: string) => (): Call => ({
    method: 'POST',
    url: `${base}/${path}`,
    headers: admin,
    body: { pageNumber: 0, pageSize: 50, ...monthOf(Math.floor(Math.random() * MONTHS)) },
  });
  const rows: string[][] = [];
  for (const [name, path] of [
    ['rentals timeline, 50 a page', 'equipment-rentals/calendar'],
    ['bookings timeline, 50 a page', 'service-bookings/calendar'],
  ] as const) {
    const first = await send(timeline(path)());
    if (first.status !== 200) throw new Error(`${path} failed: ${first.status} ${first.text()}`);
    const { data } = JSON.parse(first.text()) as { data: { days: unknown[] }[] };
    for (const n of [1, clients]) {
      const loaded = await loadCall(timeline(path), n, seconds);
      const ms = (p: number) => percentile(loaded.ms, p).toFixed(1);
      rows.push([
        name,
        String(data.length),
        String(n),
        String(loaded.ms.length),
        String(loaded.errors),
        ms(0.5),
        ms(0.99),
        loaded.rate.toFixed(0),
      ]);
    }
  }
  printTable(['call', 'rows', 'clients', 'requests', 'errors', 'p50 ms', 'p99 ms', 'req/s'], rows);
}
