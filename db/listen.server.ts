// LISTEN/NOTIFY for DatabaseHandle.listen: on a PostgreSQL server through a
// connection of its own (the pool's connections come and go), reconnecting
// after a loss; on PGlite through its built-in listener.
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

export type ListenHandlers = {
  /** A NOTIFY on the channel, with its payload. */
  message(payload: string): void;
  /** true once notifications are heard; false when they may be missed (the connection dropped). */
  state(listening: boolean): void;
};

/** Stops listening; no handler is called after it resolves. */
export type StopListening = () => Promise<void>;

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;

export function listenPostgres(
  connection: pg.ClientConfig,
  channel: string,
  handlers: ListenHandlers,
  retry = { minMs: RETRY_MIN_MS, maxMs: RETRY_MAX_MS },
): StopListening {
  let stopped = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let delay = retry.minMs;

  const lost = (failed: pg.Client) => {
    if (client !== failed) return;
    client = undefined;
    failed.removeAllListeners("notification");
    failed.end().catch(() => {});
    if (stopped) return;
    handlers.state(false);
    timer = setTimeout(connect, delay);
    delay = Math.min(delay * 2, retry.maxMs);
  };

  const connect = () => {
    if (stopped) return;
    const next = new pg.Client(connection);
    client = next;
    next.on("error", () => lost(next));
    next.on("end", () => lost(next));
    next.on("notification", (notification) => {
      if (notification.channel === channel && !stopped) handlers.message(notification.payload ?? "");
    });
    next
      .connect()
      .then(() => next.query(`LISTEN ${pg.escapeIdentifier(channel)}`))
      .then(() => {
        if (stopped || client !== next) return;
        delay = retry.minMs;
        handlers.state(true);
      })
      .catch(() => lost(next));
  };

  connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const current = client;
    client = undefined;
    await current?.end().catch(() => {});
  };
}

export async function listenPglite(client: PGlite, channel: string, handlers: ListenHandlers): Promise<StopListening> {
  let stopped = false;
  const unsubscribe = await client.listen(channel, (payload) => {
    if (!stopped) handlers.message(payload);
  });
  handlers.state(true);
  return async () => {
    stopped = true;
    if (!client.closed) await unsubscribe();
  };
}
