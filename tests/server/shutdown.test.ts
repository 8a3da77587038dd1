import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStore } from '../../src/server/modules/files/diskStore';
import { removeLeftovers } from '../../src/server/startupCleanup';
import { images, multipartBody } from './helpers/multipart';

/** Above any pid_max: no process has it. */
const DEAD_PID = 2147483646;
const TEN_MINUTES_AGO = new Date(Date.now() - 10 * 60_000);

const until = async (condition: () => boolean | Promise<boolean>, what: string, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

interface Answer {
  status: number | undefined;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request on a connection of its own, whose body the caller writes (in parts, at will). */
function openRequest(url: URL, method: string, headers: http.OutgoingHttpHeaders) {
  const request = http.request(url, { method, agent: false, headers });
  const answered = new Promise<Answer>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response: http.IncomingMessage) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk));
      response.once('end', () => resolve({ status: response.statusCode, headers: response.headers, body }));
    });
  });
  return { request, answered };
}

const partFiles = (dir: string) => fs.readdirSync(dir).filter((name) => name.endsWith('.part'));
const ABANDONED_PART = '.abandoned.part';

describe('the server process', () => {
  let root: string;
  let dataDir: string;
  let uploadDir: string;
  // The server's temp dir, where it keeps its database socket folder.
  let tmpDir: string;
  let server: ChildProcess | undefined;
  let pid: number;
  let exited: Promise<[number | null, NodeJS.Signals | null]>;
  let output: string;
  let url: URL;

  /** Starts the real server on DATA_DIR (seeded on its first start) and waits for its URL. */
  const start = async () => {
    // Its own process group, as under systemd or Docker, so the test can signal the group.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        TMPDIR: tmpDir,
        NODE_ENV: 'development',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ADMIN_DIST: path.join(root, 'no-admin-build'),
        // Debug: the drain test counts the 'incoming request' lines, written as each request's headers are read.
        LOG_LEVEL: 'debug',
      },
    });
    if (child.pid === undefined) throw new Error('the server did not start');
    server = child;
    pid = child.pid;
    exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    const started = until(() => /API:\s+http:\/\/\S+\/api\/v1/.test(output), 'the server to print its URL', 100_000);
    const failed = exited.then(([code]) => Promise.reject(new Error(`the server exited (code ${code}):\n${output}`)));
    await Promise.race([started, failed]);
    const [, address] = /API:\s+(http:\/\/\S+\/api\/v1)/.exec(output) ?? [];
    url = new URL(`${address}/`);
  };

  const signIn = async () => {
    const login = await fetch(new URL('auth/login', url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'admin123' }),
    });
    expect(login.status).toBe(200);
    return ((await login.json()) as { token: string }).token;
  };

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-shutdown-'));
    dataDir = path.join(root, 'data');
    uploadDir = path.join(dataDir, 'uploads');
    tmpDir = path.join(root, 'tmp');
    // What killed servers leave behind, and what a live one has.
    fs.mkdirSync(uploadDir, { recursive: true });
    fs.writeFileSync(path.join(uploadDir, ABANDONED_PART), 'half an upload');
    fs.utimesSync(path.join(uploadDir, ABANDONED_PART), TEN_MINUTES_AGO, TEN_MINUTES_AGO);
    fs.mkdirSync(path.join(tmpDir, `pglite-${DEAD_PID}-dead`), { recursive: true });
    fs.mkdirSync(path.join(tmpDir, `pglite-${process.pid}-live`));
    // A first start seeds the demo data: seconds, but a minute or more on a busy machine.
    await start();
  }, 120_000);

  afterAll(() => {
    if (server?.exitCode === null && server.signalCode === null) process.kill(-pid, 'SIGKILL');
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("removes at start what killed servers left, and keeps a live process's socket folder", () => {
    expect(partFiles(uploadDir)).toEqual([]);
    const folders = fs.readdirSync(tmpDir);
    expect(folders).not.toContain(`pglite-${DEAD_PID}-dead`);
    expect(folders).toContain(`pglite-${process.pid}-live`);
    // Its own folder is named after it, so a later start can tell whether it is still running.
    expect(folders.filter((name) => name.startsWith(`pglite-${pid}-`))).toHaveLength(1);
  });

  // Restarting the database in the server would race the dead one's data-dir lock: it exits,
  // and its supervisor starts it again.
  it.skipIf(!fs.existsSync('/proc/self/task'))(
    'when its embedded database process is killed, exits 1 at once saying so; started again, has the data',
    async () => {
      const token = await signIn();
      const created = await fetch(new URL('categories/create', url), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Survives a crash', description: 'Written before the kill' }),
      });
      expect(created.status).toBe(201);

      // The server's child running the database (Linux lists children per thread; tsx has its own).
      const databases = fs
        .readdirSync(`/proc/${pid}/task`)
        .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean))
        .filter((child) => fs.readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('pglite/child.ts'));
      expect(databases).toHaveLength(1);
      const killed = performance.now();
      process.kill(Number(databases[0]), 'SIGKILL');
      expect(await exited).toEqual([1, null]);
      const exitMs = Math.round(performance.now() - killed);
      expect(exitMs).toBeLessThan(3000);
      const message = /The embedded database process stopped unexpectedly[^\n]*/.exec(output)?.[0];
      expect(message).toContain('signal SIGKILL');
      expect(message).toContain(dataDir);
      console.info(`pglite crash: server exited 1 ${exitMs} ms after the kill: "${message}"`);

      await start();
      const list = await fetch(new URL('categories', url), { headers: { authorization: `Bearer ${await signIn()}` } });
      expect(list.status).toBe(200);
      expect(JSON.stringify(await list.json())).toContain('Survives a crash');
    },
    120_000,
  );

  it('on SIGTERM to its process group, answers the 21 requests in flight, new ones 503, and exits 0 within 10 s', async () => {
    const token = await signIn();
    const requestsRead = () => output.split('incoming request').length - 1;
    const readBefore = requestsRead();

    // An upload and 20 category creates, each with half its body sent.
    const { payload, contentType } = multipartBody([
      { field: 'file', filename: 'photo.png', contentType: 'image/png', data: images.png },
    ]);
    const split = payload.indexOf(images.png) + 16;
    const upload = openRequest(new URL('file/upload', url), 'POST', {
      authorization: `Bearer ${token}`,
      'content-type': contentType,
      'content-length': payload.length,
    });
    upload.request.write(payload.subarray(0, split));
    const creates = Array.from({ length: 20 }, (_, i) => {
      const body = Buffer.from(JSON.stringify({ name: `Drained ${i}`, description: 'In flight at SIGTERM' }));
      const create = openRequest(new URL('categories/create', url), 'POST', {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-length': body.length,
      });
      create.request.write(body.subarray(0, 10));
      return { ...create, rest: body.subarray(10) };
    });
    await until(() => partFiles(uploadDir).some((name) => name !== ABANDONED_PART), 'the upload to be half written');
    // The server has read all 21 requests' headers (on a busy machine it may read a later
    // connection first): all are in flight.
    await until(() => requestsRead() - readBefore >= 21, 'the server to read all 21 requests');

    const signalled = performance.now();
    process.kill(-pid, 'SIGTERM');
    // A new connection is still accepted, and told to come back later.
    let late: Answer;
    do {
      const probe = openRequest(new URL('health', url), 'GET', {});
      probe.request.end();
      late = await probe.answered;
    } while (late.status === 200 && performance.now() - signalled < 5000);
    expect(late.status).toBe(503);
    expect(JSON.parse(late.body)).toEqual({ message: 'The server is restarting, please try again shortly' });
    expect(Number(late.headers['retry-after'])).toBeGreaterThan(0);
    expect(late.headers.connection).toBe('close');

    upload.request.end(payload.subarray(split));
    for (const create of creates) create.request.end(create.rest);
    const [uploaded, ...created] = await Promise.all([upload.answered, ...creates.map((create) => create.answered)]);
    expect(uploaded?.status).toBe(201);
    expect(created.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    expect(created.every((answer) => answer.headers.connection === 'close')).toBe(true);
    const stored = (JSON.parse(uploaded?.body ?? '') as { url: string }).url;
    expect(stored).toMatch(/^\/uploads\/[\w-]+\.png$/);
    expect(await exited).toEqual([0, null]);
    const exitMs = Math.round(performance.now() - signalled);
    expect(exitMs).toBeLessThan(10_000);
    console.info(`drain: 21 in flight answered 2xx, a new request ${late.status}; exit 0 ${exitMs} ms after SIGTERM`);
    expect(fs.readdirSync(uploadDir)).toEqual([path.basename(stored)]);
    // The database stopped too: its lock released and its socket folder removed.
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    expect(fs.readdirSync(tmpDir).filter((name) => name.startsWith(`pglite-${pid}-`))).toEqual([]);
  });
});

describe('removeLeftovers', () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-leftovers-'));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('removes only stale upload parts and the socket folders of processes that are gone', async () => {
    const uploads = path.join(root, 'uploads');
    const tmp = path.join(root, 'tmp');
    fs.mkdirSync(uploads);
    for (const name of ['.stale.part', 'old-image.png', '.fresh.part']) fs.writeFileSync(path.join(uploads, name), 'x');
    for (const name of ['.stale.part', 'old-image.png'])
      fs.utimesSync(path.join(uploads, name), TEN_MINUTES_AGO, TEN_MINUTES_AGO);
    // Besides: a folder of the older unnamed kind and another program's, both left alone.
    const folders = [
      `pglite-${DEAD_PID}-a`,
      `pglite-${process.ppid}-b`,
      `pglite-${process.pid}-c`,
      'pglite-Xy12ab',
      'bo-pglite-1-d',
    ];
    for (const name of folders) fs.mkdirSync(path.join(tmp, name), { recursive: true });

    // This process has not opened a database: a folder naming its pid is an earlier process's.
    expect(await removeLeftovers(diskStore(uploads), tmp)).toEqual({ partFiles: 1, socketDirs: 2 });
    expect(fs.readdirSync(uploads).sort()).toEqual(['.fresh.part', 'old-image.png']);
    expect(fs.readdirSync(tmp).sort()).toEqual(['bo-pglite-1-d', `pglite-${process.ppid}-b`, 'pglite-Xy12ab']);
  });

  it('is content with folders that do not exist', async () => {
    expect(await removeLeftovers(diskStore(path.join(root, 'none')), path.join(root, 'none'))).toEqual({
      partFiles: 0,
      socketDirs: 0,
    });
  });
});
