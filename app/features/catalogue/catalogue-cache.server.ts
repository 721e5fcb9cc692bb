// Cached catalogue reads (courses, dates, seats left) for the API and the page
// loaders. Every write to those tables, by any process, fires a database
// trigger whose NOTIFY empties each process's cache (migration 0004); while a
// process is not hearing those notifications (its listening connection is
// down), it reads the database every time. Seats also free up when a booking
// hold lapses, with no write at all, so nothing is kept longer than `ttlMs`.
import { createHash } from "node:crypto";
import type { Logger } from "pino";
import type { DatabaseHandle } from "#db/db.server";
import type { StopListening } from "#db/listen.server";

export type CachedJson<T> = {
  value: T;
  /** The value as JSON, serialised once for every response that sends it. */
  json: string;
  etag: string;
};

type Entry = { expires: number; result: Promise<CachedJson<unknown>> };

export const CATALOGUE_CHANGED_CHANNEL = "catalogue_changed";
export const DEFAULT_CATALOGUE_TTL_MS = 5_000;

export class CatalogueCache {
  readonly #ttlMs: number;
  readonly #now: () => number;
  readonly #entries = new Map<string, Entry>();
  #listening = false;
  #generation = 0;

  constructor(options: { ttlMs?: number; now?: () => number } = {}) {
    this.#ttlMs = options.ttlMs ?? DEFAULT_CATALOGUE_TTL_MS;
    this.#now = options.now ?? Date.now;
  }

  /** Whether reads are served from memory: only while change notifications are heard. */
  get listening(): boolean {
    return this.#listening;
  }

  /** Called by the notification listener: true once LISTEN is in place, false when its connection is lost. */
  setListening(listening: boolean): void {
    this.#listening = listening;
    this.#changesHeard++;
    this.invalidate();
  }

  #changesHeard = 0;

  /**
   * Moves on only with the database's own change notifications (and when listening starts or stops), not with this
   * process's requests: the booking gate keeps a read of a full date until it moves (decision 008).
   */
  get changesHeard(): number {
    return this.#changesHeard;
  }

  /** Called by the notification listener for each change committed by any process. */
  changeHeard(): void {
    this.#changesHeard++;
    this.invalidate();
  }

  /** Changes on every invalidation: whatever was read under an older generation may be out of date. */
  get generation(): number {
    return this.#generation;
  }

  /** Drops everything, including reads still under way (they finish but are not kept). */
  invalidate(): void {
    this.#generation++;
    this.#entries.clear();
  }

  /** The value under `key`, loaded once per change (concurrent callers share one load). Values are frozen. */
  get<T>(key: string, load: () => Promise<T>): Promise<CachedJson<T>> {
    if (!this.#listening) return load().then(toCachedJson);
    const now = this.#now();
    const hit = this.#entries.get(key);
    if (hit && hit.expires > now) return hit.result as Promise<CachedJson<T>>;

    const result = load().then(toCachedJson);
    const entry: Entry = { expires: now + this.#ttlMs, result };
    this.#entries.set(key, entry);
    // A failed load is not kept. One that a change overtook is not either: invalidate() already dropped it.
    result.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    return result;
  }

  /** `get` for callers that want only the value (page loaders). */
  async value<T>(key: string, load: () => Promise<T>): Promise<T> {
    return (await this.get(key, load)).value;
  }
}

function toCachedJson<T>(value: T): CachedJson<T> {
  const json = JSON.stringify(value);
  const digest = createHash("sha1").update(json).digest("base64url");
  return { value: deepFreeze(value), json, etag: `W/"${json.length.toString(16)}-${digest}"` };
}

// Shared between requests, so no handler may change what another will read.
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Empties `cache` on every catalogue change any process makes; caching stays off while they cannot be heard. */
export function listenForCatalogueChanges(
  database: Pick<DatabaseHandle, "listen">,
  cache: CatalogueCache,
  logger: Pick<Logger, "info" | "warn">,
): Promise<StopListening> {
  let heardBefore = false;
  return database.listen(CATALOGUE_CHANGED_CHANNEL, {
    message: () => cache.changeHeard(),
    state: (listening) => {
      cache.setListening(listening);
      if (!listening) logger.warn("catalogue cache off: change notifications lost, reading the database until back");
      else if (heardBefore) logger.info("catalogue cache on: change notifications heard again");
      heardBefore ||= listening;
    },
  });
}
