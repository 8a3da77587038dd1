import pino from 'pino';

/** How long a line may wait to be written, and how much text may wait. */
const FLUSH_MS = 50;
const FLUSH_BYTES = 8 * 1024;

/**
 * Where the server's log lines go: standard output through pino's asynchronous destination
 * (sonic-boom), which gathers lines and writes them off the main thread once 8 KiB wait, retrying
 * a pipe that is full; a timer writes what waits every 50 ms. Pino's default, a system call a line
 * on the main thread, cost a third of what GET /health costs the server. `close` resolves once
 * every line is out; a process killed outright loses the lines of its last 50 ms.
 */
export function logDestination(fd = 1) {
  const stream = pino.destination({ dest: fd, sync: false, minLength: FLUSH_BYTES });
  const timer = setInterval(() => stream.flush(), FLUSH_MS).unref();
  return {
    stream,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(timer);
        stream.flush(() => resolve());
      }),
  };
}
