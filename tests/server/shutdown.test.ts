import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

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
  let url: URL;

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
        LOG_LEVEL: 'warn',
      },
    });
    if (child.pid === undefined) throw new Error('the server did not start');
    server = child;
    pid = child.pid;
    exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    const started = until(() => /API:\s+http:\/\/\S+\/api\/v1/.test(output), 'the server to print its URL', 50_000);
    const failed = exited.then(([code]) => Promise.reject(new Error(`the server exited (code ${code}):\n${output}`)));
    await Promise.race([started, failed]);
    const [, address] = /API:\s+(http:\/\/\S+\/api\/v1)/.exec(output) ?? [];
    url = new URL(`${address}/`);
  }, 60_000);

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

  it('on SIGTERM to its process group, answers the upload in flight, then stops cleanly (exit 0)', async () => {
    const login = await fetch(new URL('auth/login', url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'admin123' }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };

    const { payload, contentType } = multipartBody([
      { field: 'file', filename: 'photo.png', contentType: 'image/png', data: images.png },
    ]);
    const split = payload.indexOf(images.png) + 16;
    const request = http.request(new URL('file/upload', url), {
      method: 'POST',
      agent: false,
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'content-length': payload.length },
    });
    const answered = new Promise<{ status: number | undefined; body: string }>((resolve, reject) => {
      request.once('error', reject);
      request.once('response', (response: http.IncomingMessage) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk));
        response.once('end', () => resolve({ status: response.statusCode, body }));
      });
    });
    request.write(payload.subarray(0, split));
    await until(() => partFiles(uploadDir).some((name) => name !== ABANDONED_PART), 'the upload to be half written');

    process.kill(-pid, 'SIGTERM');
    await until(() => refusesConnections(Number(url.port)), 'the server to stop accepting');
    request.end(payload.subarray(split));

    const { status, body } = await answered;
    expect(status).toBe(201);
    const stored = (JSON.parse(body) as { url: string }).url;
    expect(stored).toMatch(/^\/uploads\/[\w-]+\.png$/);
    expect(await exited).toEqual([0, null]);
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
    expect(await removeLeftovers(uploads, tmp)).toEqual({ partFiles: 1, socketDirs: 2 });
    expect(fs.readdirSync(uploads).sort()).toEqual(['.fresh.part', 'old-image.png']);
    expect(fs.readdirSync(tmp).sort()).toEqual(['bo-pglite-1-d', `pglite-${process.ppid}-b`, 'pglite-Xy12ab']);
  });

  it('is content with folders that do not exist', async () => {
    expect(await removeLeftovers(path.join(root, 'none'), path.join(root, 'none'))).toEqual({
      partFiles: 0,
      socketDirs: 0,
    });
  });
});
