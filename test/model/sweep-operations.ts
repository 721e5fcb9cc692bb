// The passing of time in the money-and-seats model (./operations.ts holds the weighted table): a hold lapsing, and
// the servers' minute sweeps queued now. Both write SQL, so they run only where the model has a database connection.
import type { Query } from "./invariants";
import type { Client } from "./model-clients";

/** Time passes for one hold: its hold (and a waiting-list offer on it) lapses, as 15 minutes later. */
export async function expireHold(client: Client) {
  const query = client.world.options.query!;
  const live = await query("select id from booking where status = 'pending' and hold_expires_at > now() order by id");
  const hold = client.rng.pick(live);
  if (!hold) return client.skip("expire-hold");
  await query("update booking set hold_expires_at = now() - interval '1 second' where id = $1 and status = 'pending'", [
    hold.id,
  ]);
  await query(
    "update waitlist_entry set offer_expires_at = least(offer_expires_at, now() - interval '1 second') where booking_id = $1 and status = 'offered'",
    [hold.id],
  );
  client.world.count("expire-hold", "sql");
}

/** The minute sweeps (expire holds, waiting-list offers, reminders…) queued now; the servers' job runners run them. */
export async function runSweeps(client: Client) {
  const { world } = client;
  if (performance.now() - world.lastSweepAt < (world.options.sweepIntervalMs ?? 0)) return client.skip("run-sweeps");
  world.lastSweepAt = performance.now();
  await queueSweeps(world.options.query!, `model-${world.sweepCounter++}`, world);
  client.world.count("run-sweeps", "sql");
}

/**
 * Queues one run of every minute sweep (the kinds the servers' job runners have queued themselves, found by their
 * `<kind>:<date>T<time>` dedupe keys), under keys of our own: the runners claim them at their next tick.
 */
export async function queueSweeps(query: Query, tag: string, cache?: { sweepKinds: string[] | undefined }) {
  const kinds =
    cache?.sweepKinds ??
    (
      await query(
        String.raw`select distinct kind from job where dedupe_key ~ ('^' || kind || ':\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$') order by kind`,
      )
    ).map((row) => String(row.kind));
  if (cache && kinds.length > 0) cache.sweepKinds = kinds;
  for (const kind of kinds) {
    await query(
      "insert into job (kind, dedupe_key, payload) values ($1, $2, $3::jsonb) on conflict (dedupe_key) do nothing",
      [kind, `${kind}:${tag}`, JSON.stringify({ at: new Date().toISOString() })],
    );
  }
  return kinds;
}
