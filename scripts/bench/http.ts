import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import zlib from 'node:zlib';

/** Kept-alive sockets and node:http rather than fetch: the client shares the machine's cores with the server, so it should cost as little as it can. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });

export interface Call {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** The body already as JSON text (sent as is), in place of `body`. */
  json?: string;
}

export interface Answer {
  ms: number;
  status: number;
  /** The body decoded: only when read, so the load's clients do not pay for it. */
  text: () => string;
}

/** One request, timed from sending to the last byte of the answer; status 0 if it failed. */
/** What a browser accepts: responses over the compression threshold cost the server their compression too. */
const browserEncodings = { 'accept-encoding': 'gzip, deflate, br' };

export function send({ method, url, headers = {}, body, json }: Call): Promise<Answer> {
  const payload = json ?? (body === undefined ? undefined : JSON.stringify(body));
  const sent = { ...browserEncodings, ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) };
  const t0 = performance.now();
  return new Promise((resolve) => {
    const request = http.request(url, { method, agent, headers: sent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          ms: performance.now() - t0,
          status: response.statusCode ?? 0,
          text: () => decoded(Buffer.concat(chunks), response.headers['content-encoding']),
        }),
      );
    });
    request.on('error', () => resolve({ ms: performance.now() - t0, status: 0, text: () => '' }));
    request.end(payload);
  });
}

function decoded(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

export interface Loaded {
  ms: number[];
  errors: number;
  /** The failures by the answer's status (0: no answer). */
  failures: Record<number, number>;
  rate: number;
}

/**
 * `clients` callers repeating `call` back to back for `seconds` (a function makes each request
 * afresh: random ids for updates): every latency, sorted, the failures (answers `ok` refuses:
 * any but 2xx by default) and the rate. With `maxRate`, requests start at most that many a second
 * in all (for calls a rate limit would otherwise answer).
 */
export async function loadCall(
  call: Call | (() => Call),
  clients: number,
  seconds: number,
  ok: (status: number) => boolean = (status) => status >= 200 && status < 300,
  maxRate?: number,
): Promise<Loaded> {
  const ms: number[] = [];
  let errors = 0;
  const failures: Record<number, number> = {};
  const start = performance.now();
  const until = start + seconds * 1000;
  let started = 0;
  const worker = async () => {
    while (performance.now() < until) {
      // The n-th request waits for its slot: n / maxRate seconds after the start.
      const slot = maxRate ? start + (started++ * 1000) / maxRate : 0;
      if (slot > performance.now()) await sleep(slot - performance.now());
      if (performance.now() >= until) break;
      const answer = await send(typeof call === 'function' ? call() : call);
      ms.push(answer.ms);
      if (ok(answer.status)) continue;
      errors++;
      failures[answer.status] = (failures[answer.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: clients }, worker));
  return { ms: ms.sort((a, b) => a - b), errors, failures, rate: ms.length / seconds };
}

export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;

/** Signs in through the API: the headers of its bearer token. */
export async function signIn(base: string, account: { email: string; password: string }) {
  const answer = await send({ method: 'POST', url: `${base}/auth/login`, body: account });
  if (answer.status !== 200) throw new Error(`sign-in as ${account.email} failed: ${answer.status} ${answer.text()}`);
  return { authorization: `Bearer ${(JSON.parse(answer.text()) as { token: string }).token}` };
}
