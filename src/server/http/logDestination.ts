import fs from 'node:fs';

/** How long a line may wait to be written, and how much text may wait. */
const FLUSH_MS = 50;
const FLUSH_BYTES = 64 * 1024;

/**
 * Where the server's log lines go: standard output, gathered in memory and written by libuv's
 * thread pool in one write every 50 ms (or 64 KiB). Pino's own destination, like process.stdout to
 * a file or a pipe, writes each line with a system call on the main thread: the two lines of a
 * request cost a third of what GET /health costs the server. `close` resolves once every line is
 * out; a process killed outright loses the lines of its last 50 ms.
 */
export function logDestination(fd = 1) {
  let lines: string[] = [];
  let bytes = 0;
  let timer: NodeJS.Timeout | undefined;
  let written: Promise<void> = Promise.resolve();
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const text = lines.join('');
    lines = [];
    bytes = 0;
    written = written.then(() => new Promise<void>((resolve) => fs.write(fd, text, () => resolve())));
  };
  return {
    stream: {
      write(line: string) {
        lines.push(line);
        bytes += line.length;
        if (bytes >= FLUSH_BYTES) flush();
        else timer ??= setTimeout(flush, FLUSH_MS).unref();
      },
    },
    close: async () => {
      if (lines.length) flush();
      await written;
    },
  };
}
