/**
 * Child-process entry that owns the embedded database. Running PGlite here keeps its
 * synchronous WASM work off the API server's event loop (measured: in-process queries stall
 * every other request under load).
 */
import path from 'node:path';
import { DataDirLockedError, lockDataDir } from './lock';
import { servePglite } from './serve';

export type ChildMessage = { type: 'ready' } | { type: 'error'; message: string; locked: boolean };
/** The server asks its database to stop once the requests in flight are answered. */
export type ParentMessage = { type: 'stop' };

// Ctrl+C, systemd and `docker stop` signal the whole process group: the database must outlive
// the server's last requests, so only the server (or its death, below) stops it.
process.on('SIGTERM', () => undefined);
process.on('SIGINT', () => undefined);

const [dataDir, socketPath, templateFile] = process.argv.slice(2);
if (!dataDir || !socketPath || !process.send) {
  throw new Error('usage: fork(child.ts, [dataDir, socketPath, templateFile?]) with an IPC channel');
}
const send = (message: ChildMessage) => process.send?.(message);

async function main(dir: string, socket: string, template: string | undefined) {
  const unlock = lockDataDir(dir);
  try {
    const server = await servePglite({
      dataDir: path.join(dir, 'pgdata'),
      socketPath: socket,
      ...(template ? { templateFile: template } : {}),
    });
    let stopping = false;
    const stop = async () => {
      if (stopping) return;
      stopping = true;
      await server.stop().catch(() => undefined);
      unlock();
      process.exit(0);
    };
    process.on('message', (m: ParentMessage) => {
      if (m.type === 'stop') void stop();
    });
    // The channel closes when the server dies, even by SIGKILL: never outlive it.
    process.on('disconnect', stop);
    if (!process.connected) return stop();
    send({ type: 'ready' });
  } catch (err) {
    unlock();
    throw err;
  }
}

main(dataDir, socketPath, templateFile).catch((err: unknown) => {
  send({
    type: 'error',
    message: err instanceof Error ? err.message : String(err),
    locked: err instanceof DataDirLockedError,
  });
  process.exit(1);
});
