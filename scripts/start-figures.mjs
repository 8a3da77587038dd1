/**
 * `npm run start-figures`: how quickly `npm start` answers and how much memory it holds, as a new
 * user runs it. Starts `npm start` (builds current) on a fresh DATA_DIR, then again on the data it
 * left; for each: the time to the first 200 of GET /api/v1/health, and the memory of the whole
 * process group (npm, its shell, the server, the embedded database) after `--rest` seconds idle,
 * as the sum of RSS (pages counted once per process) and of PSS (shared pages split).
 * With `--bench`, also the group's peak while `npm run bench` (every list, as the roles that use
 * them) loads the server started on the existing DATA_DIR, sampled every 100 ms.
 * Linux only (/proc). Measure on a quiet machine.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { rest: { type: 'string', default: '5' }, bench: { type: 'boolean', default: false } },
});
const restMs = Number(values.rest) * 1000;

const freePort = async () => {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  return typeof address === 'object' && address ? address.port : 0;
};

/** @param {number} pgid */
function groupMemory(pgid) {
  let rss = 0;
  let pss = 0;
  for (const pid of fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      if (Number(stat[3]) !== pgid) continue;
      const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
      rss += Number(/^Rss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
      pss += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    } catch {
      // A process that ended meanwhile.
    }
  }
  return { rssMb: Math.round(rss / 1024), pssMb: Math.round(pss / 1024) };
}

/**
 * The group's largest sum of RSS and of PSS while `npm run bench` loads the server.
 * @param {number} pgid @param {number} port
 */
async function peakUnderBench(pgid, port) {
  const bench = spawn('npm', ['run', 'bench', '--', '--url', `http://127.0.0.1:${port}`, '--seconds', '5'], {
    stdio: 'ignore',
  });
  const peak = { rssMb: 0, pssMb: 0 };
  const exited = once(bench, 'exit');
  let done = false;
  void exited.then(() => {
    done = true;
  });
  while (!done) {
    const now = groupMemory(pgid);
    peak.rssMb = Math.max(peak.rssMb, now.rssMb);
    peak.pssMb = Math.max(peak.pssMb, now.pssMb);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return peak;
}

/** @param {string} dataDir @param {boolean} bench */
async function measure(dataDir, bench) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  });
  const pgid = child.pid ?? 0;
  let firstOk = 0;
  while (!firstOk) {
    if (performance.now() - started > 120_000) throw new Error('no answer within 120 s');
    const status = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) firstOk = performance.now() - started;
    else await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await new Promise((resolve) => setTimeout(resolve, restMs));
  const memory = groupMemory(pgid);
  const peak = bench ? await peakUnderBench(pgid, port) : undefined;
  process.kill(-pgid, 'SIGTERM');
  await once(child, 'exit');
  return { firstOkMs: Math.round(firstOk), ...memory, peak };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-start-'));
try {
  const fresh = await measure(dataDir, false);
  const existing = await measure(dataDir, values.bench ?? false);
  console.log(`| npm start on           | first 200 | RSS (sum) | PSS (sum) |`);
  console.log(`| ---------------------- | --------- | --------- | --------- |`);
  for (const { name, m } of [
    { name: 'a fresh DATA_DIR', m: fresh },
    { name: 'an existing DATA_DIR', m: existing },
  ]) {
    const cells = [`${(m.firstOkMs / 1000).toFixed(1)} s`, `${m.rssMb} MB`, `${m.pssMb} MB`].map((c) => c.padStart(9));
    console.log(`| ${name.padEnd(22)} | ${cells.join(' | ')} |`);
  }
  if (existing.peak) {
    const cells = [`${existing.peak.rssMb} MB`, `${existing.peak.pssMb} MB`].map((c) => c.padStart(9));
    console.log(`| peak under the bench   |           | ${cells.join(' | ')} |`);
  }
  console.log(
    `(memory after ${restMs / 1000} s at rest; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
