// A background loop that runs one pass of work at a time: every interval (unless told not to start), or on demand
// (runOnce, which tests call); a pass asked for while one runs gets that one. stop() waits for the pass under way.
import type { Logger } from "pino";

export type PollingLoop<T> = { runOnce(): Promise<T>; stop(): Promise<void> };

export function pollingLoop<T>(
  pass: () => Promise<T>,
  options: { intervalMs: number; autoStart?: boolean; logger: Logger; failure: string },
): PollingLoop<T> {
  let running: Promise<T> | undefined;
  let stopped = false;
  const runOnce = () => {
    running ??= pass().finally(() => (running = undefined));
    return running;
  };
  const timer =
    options.autoStart === false
      ? undefined
      : setInterval(() => {
          if (!stopped) runOnce().catch((error: unknown) => options.logger.warn({ err: error }, options.failure));
        }, options.intervalMs);
  timer?.unref();
  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => {});
    },
  };
}
