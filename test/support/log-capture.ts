// A pino logger that keeps what it writes in memory, for tests that assert
// what the app logged (or that it logged nothing at a given level).
import { Writable } from "node:stream";
import pino, { type Level, type Logger } from "pino";

export type LogEntry = { level: number; msg?: string; err?: { message?: string; type?: string } } & Record<
  string,
  unknown
>;

export type LogCapture = {
  logger: Logger;
  /** Entries written since the last clear(). */
  entries(): LogEntry[];
  clear(): void;
};

export function captureLog(level: Level = "error"): LogCapture {
  let lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split("\n").filter(Boolean));
      done();
    },
  });
  // pino writes synchronously to a plain stream, so an entry is there as soon as the log call returns.
  const logger = pino({ level }, stream);
  return {
    logger,
    entries: () => lines.map((line) => JSON.parse(line) as LogEntry),
    clear: () => {
      lines = [];
    },
  };
}
