// How loudly to log a 503 for an unreachable database. Every request fails
// while the database is down; one error-level line starts the outage (what an
// alert should fire on) and the rest go at warn. An outage is over once no
// such 503 has been answered for `quietMs`; the next one logs at error again.
export type OutageLog = {
  /** The log level for this 503. */
  levelFor503(): "error" | "warn";
};

export function createOutageLog(quietMs = 60_000, now: () => number = Date.now): OutageLog {
  let lastAt = Number.NEGATIVE_INFINITY;
  return {
    levelFor503() {
      const at = now();
      const first = at - lastAt > quietMs;
      lastAt = at;
      return first ? "error" : "warn";
    },
  };
}
