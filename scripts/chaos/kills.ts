import { firstRecords, STATUS_KIND_NAMES, type StatusKind, signInBoth } from './api';
import { readBack } from './readBack';
import { type ServerProcess, startServer, waitUntilHealthy } from './server';
import { driveWrites, type Run, type WriteState } from './writers';

export interface KillRuns {
  /** Acknowledged statuses found lost when read back after a restart. */
  ackedLost: number;
  /** From each restart after a kill until GET /health answered 200. */
  restartMs: number[];
  /** Each record's status when the run first listed it. */
  initial: Map<string, string>;
  kindOf: Map<string, StatusKind>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `kills` times: starts the server, reads back what the killed run before wrote, writes from
 * `clients` clients, and SIGKILLs the server's process group 0.1-1.5 s later. Then starts it once
 * more to read back the last run, and stops it with SIGTERM. `onServer` hears of each process,
 * so the caller can kill it should this fail.
 */
export async function killRepeatedly(
  options: { env: NodeJS.ProcessEnv; logFile: string; kills: number; clients: number },
  state: WriteState,
  onServer: (server: ServerProcess | undefined) => void,
): Promise<KillRuns> {
  const { env, logFile, kills, clients } = options;
  const found: KillRuns = { ackedLost: 0, restartMs: [], initial: new Map(), kindOf: new Map() };
  for (let index = 0; index <= kills; index++) {
    const started = performance.now();
    const server = startServer(env, logFile);
    onServer(server);
    // The first start migrates and writes the demo data.
    await waitUntilHealthy(state.base, server, index === 0 ? 600_000 : 60_000);
    if (index > 0) found.restartMs.push(performance.now() - started);
    const session = await signInBoth(state.base);
    if (index === 0) {
      for (const kind of STATUS_KIND_NAMES) {
        for (const record of await firstRecords(state.base, session, kind)) {
          state.records[kind].push(record.id);
          state.known.set(record.id, record.status);
          found.initial.set(record.id, record.status);
          found.kindOf.set(record.id, kind);
        }
      }
    }
    found.ackedLost += await readBack(state, session, found.kindOf);
    if (index === kills) {
      await server.stop();
      onServer(undefined);
      return found;
    }
    const run: Run = { index, alive: true, killedAt: Number.POSITIVE_INFINITY };
    const writing = driveWrites(state, session, run, clients);
    await sleep(100 + state.random() * 1400);
    run.alive = false;
    run.killedAt = performance.now();
    await server.killGroup();
    await writing;
    process.stdout.write(`\rkills: ${index + 1}/${kills}, writes: ${state.writes.length}`);
  }
  return found;
}
