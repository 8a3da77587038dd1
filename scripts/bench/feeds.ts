import pg from 'pg';
import { FEED_FETCHES_PER_MINUTE } from '../../src/shared/contract/calendar-feeds';
import { type Call, type Loaded, loadCall, percentile, send, signIn } from './http';
import { printTable } from './markdown';

export interface FeedsBenchOptions {
  /** The API's base URL, ending in /api/v1. */
  base: string;
  clients: number;
  seconds: number;
  accounts: Record<'admin', { email: string; password: string }>;
  /** The server's DATABASE_URL: to find the busiest subjects, and to delete the bench's feeds afterwards. */
  databaseUrl: string;
}

/** Every bench feed's label starts so; they are deleted afterwards. */
const LABEL = 'Bench feed';
/**
 * Feeds made per measured call, fetched in turn: a subject keeps at most 50 (MAX_FEEDS_PER_SUBJECT)
 * and a feed answers FEED_FETCHES_PER_MINUTE fetches a minute, so the calls are paced to stay
 * under both (a 429 would measure the rate limit): latency, not rate, is the feeds' figure.
 */
const FEEDS_PER_CALL = 45;
const MAX_RATE = (FEEDS_PER_CALL * FEED_FETCHES_PER_MINUTE * 0.9) / 60;

/** The equipment and the provider with the most rentals / bookings a feed shows (from 90 days ago on). */
async function busiest(client: pg.Client) {
  const one = async (text: string) => {
    const { rows } = await client.query<{ id: string; name: string; n: number }>(text);
    if (!rows[0]) throw new Error('no rentals or bookings: seed the database first');
    return rows[0];
  };
  return {
    equipment:
      await one(`select e.id, e.name, count(*)::int as n from equipment_rentals r join equipment e on e.id = r.equipment_id
      where r.status in ('CONFIRMED', 'COMPLETED', 'CANCELLED') and r.ends_at >= now() - interval '90 days'
      group by e.id order by n desc limit 1`),
    provider:
      await one(`select p.id, p.name, count(*)::int as n from service_bookings b join service_providers p on p.id = b.service_provider_id
      where b.status in ('CONFIRMED', 'CANCELLED') and b.ends_at >= now() - interval '90 days'
      group by p.id order by n desc limit 1`),
  };
}

/**
 * `--target feeds` (issue 29): GET /health as the yardstick, then the calendar feed of the busiest
 * equipment and of the busiest provider (customer names on, the larger answer) read in full, and
 * the equipment's asked again with its ETag (a 304), each from `--concurrency` clients for
 * `--seconds`, over FEEDS_PER_CALL fresh feeds in turn. The feeds are deleted afterwards.
 */
export async function benchFeeds({ base, clients, seconds, accounts, databaseUrl }: FeedsBenchOptions) {
  const admin = await signIn(base, accounts.admin);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const rows: string[][] = [];
  const measure = (label: string, loaded: Loaded, note: string) =>
    rows.push([
      label,
      String(loaded.ms.length),
      String(loaded.errors),
      ...[0.5, 0.95, 0.99].map((p) => percentile(loaded.ms, p).toFixed(1)),
      loaded.rate.toFixed(0),
      note,
    ]);
  // Also between calls: an equipment keeps at most 50 feeds (MAX_FEEDS_PER_SUBJECT).
  const deleteFeeds = () => client.query('delete from calendar_feeds where label like $1', [`${LABEL} %`]);
  try {
    const { equipment, provider } = await busiest(client);
    /** FEEDS_PER_CALL new feeds of a subject: their URLs. */
    const feedsOf = async (subject: string, subjectId: string) => {
      const urls: string[] = [];
      for (let i = 0; i < FEEDS_PER_CALL; i++) {
        const answer = await send({
          method: 'POST',
          url: `${base}/calendar-feeds`,
          headers: admin,
          body: { subject, subjectId, label: `${LABEL} ${i}`, includeNames: true },
        });
        if (answer.status !== 201) throw new Error(`creating a feed: ${answer.status} ${answer.text()}`);
        urls.push(new URL((JSON.parse(answer.text()) as { data: { path: string } }).data.path, base).toString());
      }
      return urls;
    };
    /** The feeds in turn, each call with the headers `headersOf` gives its URL. */
    const inTurn = (urls: readonly string[], headersOf: (url: string) => Record<string, string> = () => ({})) => {
      let next = 0;
      return (): Call => {
        const url = urls[next++ % urls.length] ?? '';
        return { method: 'GET', url, headers: headersOf(url) };
      };
    };
    const sizeOf = async (url: string) => {
      const answer = await send({ method: 'GET', url });
      const text = answer.text();
      return { events: text.split('BEGIN:VEVENT').length - 1, kib: Buffer.byteLength(text) / 1024, answer };
    };

    measure('GET /health', await loadCall({ method: 'GET', url: `${base}/health` }, clients, seconds), '');
    // Each measured call gets fresh feeds: the rate limit counts per feed and per minute.
    const equipmentFeeds = await feedsOf('equipment', equipment.id);
    const equipmentSize = await sizeOf(equipmentFeeds[0] ?? '');
    measure(
      `equipment feed, 200 (${equipment.name})`,
      await loadCall(inTurn(equipmentFeeds.slice(1)), clients, seconds, undefined, MAX_RATE),
      `${equipment.n} records, ${equipmentSize.events} events, ${equipmentSize.kib.toFixed(0)} KiB`,
    );
    await deleteFeeds();
    const revalidated = await feedsOf('equipment', equipment.id);
    // Each feed's own tag: its label is in its text.
    const etags = new Map<string, string>();
    for (const url of revalidated) etags.set(url, (await fetch(url)).headers.get('etag') ?? '');
    const notModified = await loadCall(
      inTurn(revalidated, (url) => ({ 'if-none-match': etags.get(url) ?? '' })),
      clients,
      seconds,
      (status) => status === 304,
      MAX_RATE,
    );
    measure('equipment feed, If-None-Match', notModified, 'errors: answers other than 304');
    const providerFeeds = await feedsOf('service-provider', provider.id);
    const providerSize = await sizeOf(providerFeeds[0] ?? '');
    measure(
      `provider feed, 200 (${provider.name})`,
      await loadCall(inTurn(providerFeeds.slice(1)), clients, seconds, undefined, MAX_RATE),
      `${provider.n} records, ${providerSize.events} events, ${providerSize.kib.toFixed(0)} KiB`,
    );
    console.log(`${clients} clients, ${seconds}s each; ${FEEDS_PER_CALL} feeds per call, fetched in turn`);
    printTable(['call', 'n', 'errors', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', ''], rows);
  } finally {
    await deleteFeeds();
    await client.end();
  }
}
