import { randomBytes } from 'node:crypto';

export interface Call {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** An object goes as JSON; bytes as they are, with the caller's content-type. */
  body?: object | Uint8Array<ArrayBuffer>;
}

export interface Reply {
  status: number;
  headers: Headers;
  bytes: Buffer;
  text: string;
  /** Which instance answered. */
  instance: number;
  /** Why it moved on before this answer: '503', or the connection's error code, per attempt. */
  detours: string[];
  /** From the first attempt to the answer, waits included. */
  ms: number;
  /** When the answer came (performance.now()). */
  at: number;
}

/** A call gives up after three rounds of the instances. */
const TRIES_PER_INSTANCE = 3;
const TIMEOUT_MS = 10_000;

/** The error's code, or its cause's (fetch wraps the socket's error). */
function codeOf(err: unknown): string | undefined {
  for (let e = err; e instanceof Error; e = e.cause) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code) return code;
  }
  return undefined;
}

/** The connection broke with no answer: the instance went away mid-request. */
const BROKEN = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);

/** A private address of its own, so rate limits counted by address start from nothing on each run. */
const randomAddress = () => `10.${[...randomBytes(3)].join('.')}`;

/**
 * What a load balancer in front of the instances does, as a client: calls go to the instances in
 * turn (round-robin) with the client's address in X-Forwarded-For. A refused connection (an
 * instance gone or not yet up) moves the call to the next instance at once, which is what the
 * balancer's health check would have done. A 503 with Retry-After (an instance draining) sets
 * that instance aside for that long, as a balancer's passive check does, and the call waits as
 * long and moves on too. A GET whose connection breaks with no answer goes to the next instance,
 * as balancers do with idempotent requests; any other call then fails.
 */
export function roundRobin(ports: readonly number[], address = randomAddress()) {
  let turn = 0;
  const asideUntil = ports.map(() => 0);
  /** The first instance from `from` on that is not set aside, or `from`'s when all are. */
  const nextFrom = (from: number) => {
    const now = performance.now();
    const ready = ports.findIndex((_, k) => (asideUntil[(from + k) % ports.length] ?? 0) <= now);
    return (from + Math.max(ready, 0)) % ports.length;
  };

  const attempt = async (instance: number, call: Call) => {
    const { body } = call;
    const json = body !== undefined && !(body instanceof Uint8Array);
    const res = await fetch(`http://127.0.0.1:${ports[instance]}${call.path}`, {
      method: call.method,
      headers: {
        'x-forwarded-for': address,
        ...(json ? { 'content-type': 'application/json' } : {}),
        ...call.headers,
      },
      body: body instanceof Uint8Array ? body : json ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    return { status: res.status, headers: res.headers, bytes, text: bytes.toString() };
  };

  return {
    /** To the next instance in turn, moving on as above. */
    async send(call: Call): Promise<Reply> {
      const started = performance.now();
      const detours: string[] = [];
      for (let instance = nextFrom(turn++); ; instance = nextFrom(instance + 1)) {
        const last = detours.length + 1 >= ports.length * TRIES_PER_INSTANCE;
        try {
          const answer = await attempt(instance, call);
          const retryAfter = Number(answer.headers.get('retry-after'));
          if (answer.status !== 503 || !retryAfter || last) {
            const at = performance.now();
            return { ...answer, instance, detours, ms: at - started, at };
          }
          detours.push('503');
          asideUntil[instance] = performance.now() + retryAfter * 1000;
          await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
        } catch (err) {
          const code = codeOf(err) ?? 'no code';
          const elsewhere = code === 'ECONNREFUSED' || (call.method === 'GET' && BROKEN.has(code));
          if (!elsewhere || last) throw err;
          detours.push(code);
        }
      }
    },
    /** To one instance, once. */
    async sendTo(instance: number, call: Call): Promise<Reply> {
      const started = performance.now();
      const answer = await attempt(instance, call);
      const at = performance.now();
      return { ...answer, instance, detours: [], ms: at - started, at };
    },
  };
}

export type Client = ReturnType<typeof roundRobin>;
