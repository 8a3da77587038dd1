import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` once the app is ready (unless `atReady` is false) and then every `everyMs`. Runs never overlap, never delay
 * start-up and never throw (a failure is logged with `failure` and the next run tries again);
 * closing tells a run to stop (its `shouldStop` answers true) and waits for it, so the database is
 * not closed under it.
 */
export function periodicTask(
  app: FastifyInstance,
  {
    everyMs,
    atReady = true,
    failure,
    task,
  }: { everyMs: number; atReady?: boolean; failure: string; task: (shouldStop: () => boolean) => Promise<void> },
): void {
  let closing = false;
  let running = Promise.resolve();
  const run = () => {
    running = running.then(async () => {
      try {
        await task(() => closing);
      } catch (error) {
        app.log.warn({ err: error }, failure);
      }
    });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (atReady) run();
    timer = setInterval(run, everyMs).unref();
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
    await running;
  });
}
