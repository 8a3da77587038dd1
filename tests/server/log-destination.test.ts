import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { logDestination } from '../../src/server/http/logDestination';

let dir: string;
let file: string;
let fd: number;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-log-'));
  file = path.join(dir, 'out.log');
  fd = fs.openSync(file, 'w');
});
afterEach(() => {
  fs.closeSync(fd);
  fs.rmSync(dir, { recursive: true, force: true });
});

it('writes every line, in order, by the time it is closed', async () => {
  const log = logDestination(fd);
  // Past the size that flushes at once, and a remainder left for close.
  const lines = Array.from({ length: 3000 }, (_, n) => `{"n":${n},"msg":"${'x'.repeat(n % 50)}"}\n`);
  for (const line of lines) log.stream.write(line);
  await log.close();
  expect(fs.readFileSync(file, 'utf8')).toBe(lines.join(''));
});

it('writes a line within a moment without being closed', async () => {
  const log = logDestination(fd);
  log.stream.write('{"msg":"alone"}\n');
  expect(fs.readFileSync(file, 'utf8')).toBe('');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(fs.readFileSync(file, 'utf8')).toBe('{"msg":"alone"}\n');
  await log.close();
});
