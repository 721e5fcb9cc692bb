// The booking rush (issue 11): two hundred visitors booking one date at once.
// Within a process, one booking transaction per date runs at a time; the others
// wait here, in memory, instead of each holding a database connection while it
// queues for the date's row lock. Before each attempt a visitor reads the date's
// seats without a lock, sharing that read with everyone else reading it at the
// time: once the date is visibly full they are all refused at once. The row
// lock and the count under it still decide every seat (decision 003); across
// processes they are what keeps bookings apart, this only spares the queue.

/** What tells a kept read from a stale one: the catalogue cache's notifications of database changes (decision 007). */
export type ChangeSignal = {
  /** True while every committed change to bookings and dates, by any process, is heard. */
  readonly listening: boolean;
  /** Moves on at each change heard. */
  readonly changesHeard: number;
};

/** A read of a date's seats, with how long it stays true if nothing is written (until a hold lapses); none, not kept. */
export type Snapshot = { validForMs: number } | undefined;

type KeptRead<S> = { result: Promise<S>; generation: number; until: number };

type DateQueue = {
  busy: boolean;
  wake: (() => void)[];
  read?: KeptRead<unknown>;
};

/** A read is never kept longer than this, whatever it says: a second is still "visibly" full. */
export const MAX_READ_AGE_MS = 1_000;

export class BookingGate {
  readonly #dates = new Map<string, DateQueue>();
  readonly #changes: ChangeSignal | undefined;
  readonly #now: () => number;

  /** Without `changes` a read is shared only while it runs. */
  constructor(options: { changes?: ChangeSignal; now?: () => number } = {}) {
    this.#changes = options.changes;
    this.#now = options.now ?? Date.now;
  }

  /**
   * Refuses (by throwing `refusal()`) whenever a read of the date shows it full for this visitor; otherwise runs
   * `book` once no other booking of the date runs in this process, and returns what it returns.
   */
  async pass<S extends Snapshot, T>(
    key: string,
    steps: { read: () => Promise<S>; isFull: (snapshot: S) => boolean; refusal: () => Error; book: () => Promise<T> },
  ): Promise<T> {
    for (;;) {
      const queue = this.#queue(key);
      const snapshot = await this.#read(queue, steps.read);
      if (steps.isFull(snapshot)) {
        this.#forget(key, queue);
        throw steps.refusal();
      }
      if (!queue.busy) {
        queue.busy = true;
        try {
          return await steps.book();
        } finally {
          this.#leave(key, queue);
        }
      }
      await new Promise<void>((resolve) => queue.wake.push(resolve));
    }
  }

  /** The read everyone shares: the one under way, or one still true (no change heard, no hold lapsed), else a new one. */
  async #read<S extends Snapshot>(queue: DateQueue, read: () => Promise<S>): Promise<S> {
    const generation = this.#changes?.changesHeard ?? 0;
    const kept = queue.read as KeptRead<S> | undefined;
    if (kept && kept.generation === generation && this.#now() < kept.until) return kept.result;
    const started = this.#now();
    const entry: KeptRead<S> = { result: read(), generation, until: Infinity };
    queue.read = entry;
    try {
      const snapshot = await entry.result;
      // Kept past its own run only while changes are heard, and never past the moment a counted hold lapses.
      entry.until = this.#changes?.listening
        ? started + Math.min(snapshot?.validForMs ?? 0, MAX_READ_AGE_MS)
        : Math.min(entry.until, this.#now());
      return snapshot;
    } catch (error) {
      if (queue.read === entry) queue.read = undefined;
      throw error;
    }
  }

  #queue(key: string): DateQueue {
    let queue = this.#dates.get(key);
    if (!queue) {
      if (this.#dates.size >= 1_000) this.#sweep();
      queue = { busy: false, wake: [] };
      this.#dates.set(key, queue);
    }
    return queue;
  }

  /** A transaction ended: the next round reads afresh, and everyone waiting takes part in it. */
  #leave(key: string, queue: DateQueue): void {
    queue.busy = false;
    queue.read = undefined;
    const wake = queue.wake.splice(0);
    for (const resolve of wake) resolve();
    this.#forget(key, queue);
  }

  /** Nothing kept for a date nobody is booking, once its read is out of date. */
  #forget(key: string, queue: DateQueue): void {
    if (queue.busy || queue.wake.length > 0 || this.#dates.get(key) !== queue) return;
    if (queue.read && this.#now() < queue.read.until) return;
    this.#dates.delete(key);
  }

  #sweep(): void {
    for (const [key, queue] of this.#dates) this.#forget(key, queue);
  }
}
