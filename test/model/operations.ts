// The operations of the money-and-seats model test (issue 19): every customer, staff, webhook-like and sweep action
// that moves money or seats, each with its weight, issued at random by the clients of ./model-clients.ts. One file, as
// one weighted table: the weights are read against each other, and an operation is a few lines that name the requests
// a customer or a member of staff would make.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser } from "mailparser";
import type { Query } from "./invariants";
import { type Client, CUSTOMER_POOL, customerDetails, DECLINED_CARDS, STAFF_METHODS } from "./model-clients";

/** A booking as the clients know it (./model-clients.ts). */
type KnownBooking = Client["world"]["bookings"][number];

// ---------------------------------------------------------------------------------------------------------------
// The operations. Each picks its target with the client's PRNG; one with nothing to act on is counted as "skip".

export type Operation = { name: string; weight: number; sqlOnly?: boolean; run: (client: Client) => Promise<void> };

async function book(client: Client, op: string, paymentType: "deposit" | "full") {
  // Now and then the same person books the same date again while their first hold is unpaid (a second tab): the new
  // hold replaces the old one (decision 008), whose client secret may still be paid later.
  const again = client.rng.chance(0.25)
    ? client.pickBooking((known) => known.status === "pending" && /customer\d+@/.test(known.email))
    : undefined;
  const date = again?.date ?? client.rng.int(client.fixture.dates.length);
  const person = again
    ? customerDetails(Number(/customer(\d+)@/.exec(again.email)![1]))
    : customerDetails(client.rng.int(CUSTOMER_POOL));
  const booking = await client.hold(op, date, person, paymentType);
  if (!booking) return;
  if (!client.rng.chance(0.75)) return;
  const started = await client.call(`${op}:start-payment`, "POST", "/api/create-payment-intent", {
    bookingId: booking.id,
  });
  const secret = client.secretOf(started);
  if (!secret) return;
  booking.secrets.push(secret);
  if (client.rng.chance(0.75)) await client.payFor(`${op}:pay`, booking, secret);
}

/**
 * An operation on one booking the clients know (see `pickBooking`: `wanted` is the status it aims at, `filter` the
 * bookings it can act on at all); counted as "skip" when there is none.
 */
function onBooking(
  name: string,
  weight: number,
  pick: { wanted?: KnownBooking["status"]; filter?: (booking: KnownBooking) => boolean },
  act: (client: Client, booking: KnownBooking, op: string) => Promise<void>,
): Operation {
  return {
    name,
    weight,
    async run(client) {
      const booking = client.pickBooking(pick.filter, pick.wanted);
      if (!booking) return client.skip(name);
      await act(client, booking, name);
    },
  };
}

/**
 * A first-aid bundle (decision 026): a course needing a certificate and an EFAW date in one request, often paid by one
 * card payment at once; both bookings are then ordinary ones for every other operation. Their addresses are
 * bundleN@, never taken for a second tab of the fixture's dates (`book`).
 */
async function bookBundle(client: Client) {
  const { bundle } = client.fixture;
  const n = client.rng.int(CUSTOMER_POOL);
  const person = { ...customerDetails(n), email: `bundle${n}@example.com` };
  const deposit = client.rng.chance(0.5);
  const answer = await client.call("book-bundle", "POST", "/api/bookings", {
    courseId: bundle.courseId,
    instanceId: bundle.dateId,
    userDetails: person,
    paymentType: deposit ? "deposit" : "full",
    paymentAmount: deposit ? 10_000 : bundle.price,
    firstAid: { qualification: "none", acknowledged: true },
    firstAidBundle: { kind: "instance", id: client.rng.pick(bundle.efawDateIds)! },
  });
  if (answer.status !== 201) return;
  type Made = { id: string; accessToken: string; paymentType: string };
  const made = answer.json as Made & { firstAidBooking: Made };
  const known = [made, made.firstAidBooking].map((one): KnownBooking => ({
    id: one.id,
    token: one.accessToken,
    email: person.email,
    // Not one of the fixture's dates: a move picks its target from the server's options.
    date: 0,
    status: "pending",
    deposit: one.paymentType === "deposit",
    secrets: [],
  }));
  for (const booking of known) client.remember(booking);
  if (!client.rng.chance(0.75)) return;
  const started = await client.call("book-bundle:start-payment", "POST", "/api/create-payment-intent", {
    bookingId: made.id,
  });
  const secret = client.secretOf(started);
  if (!secret) return;
  // One client secret pays both: either booking's "old tab" may replay it.
  for (const booking of known) booking.secrets.push(secret);
  if (!client.rng.chance(0.75)) return;
  await client.payFor("book-bundle:pay", known[0]!, secret);
  known[1]!.status = known[0]!.status;
}

export const OPERATIONS: Operation[] = [
  { name: "book-bundle", weight: 3, run: bookBundle },
  { name: "book-deposit", weight: 9, run: (client) => book(client, "book-deposit", "deposit") },
  { name: "book-full", weight: 6, run: (client) => book(client, "book-full", "full") },
  onBooking("start-first-payment", 4, { wanted: "pending" }, async (client, booking) => {
    const answer = client.rng.chance(0.5)
      ? await client.call("start-first-payment", "POST", "/api/create-payment-intent", { bookingId: booking.id })
      : await client.call("start-first-payment", "POST", `/api/bookings/by-token/${booking.token}/first-payment`, {});
    const secret = client.secretOf(answer);
    if (secret) booking.secrets.push(secret);
  }),
  onBooking("pay-latest", 6, { filter: (known) => known.secrets.length > 0 }, async (client, booking) => {
    await client.payFor("pay-latest", booking, booking.secrets.at(-1)!);
  }),
  onBooking("pay-declined", 2, { filter: (known) => known.secrets.length > 0 }, async (client, booking) => {
    await client.pay("pay-declined", client.rng.pick(booking.secrets)!, client.rng.pick(DECLINED_CARDS));
  }),
  // An earlier client secret completed later: a second tab, a webhook-like replay, a superseded attempt.
  onBooking("replay-old-secret", 5, { filter: (known) => known.secrets.length > 0 }, async (client, booking) => {
    await client.payFor("replay-old-secret", booking, client.rng.pick(booking.secrets)!);
  }),
  onBooking("start-balance", 6, { wanted: "confirmed" }, async (client, booking) => {
    const answer = await client.call(
      "start-balance",
      "POST",
      `/api/bookings/by-token/${booking.token}/balance-payment`,
      {},
    );
    const secret = client.secretOf(answer);
    if (!secret) return;
    booking.secrets.push(secret);
    // Half are left open, to be completed (or replayed) later: the "old tab".
    if (client.rng.chance(0.5)) await client.pay("start-balance:pay", secret);
  }),
  onBooking("customer-cancel", 3, { wanted: "confirmed" }, async (client, booking) => {
    const quote = await client.call(
      "customer-cancel:quote",
      "GET",
      `/api/bookings/by-token/${booking.token}/cancellation`,
    );
    const allowed = (quote.json as { allowed?: boolean } | undefined)?.allowed === true;
    if (allowed || client.rng.chance(0.2)) {
      const answer = await client.call("customer-cancel", "POST", `/api/bookings/by-token/${booking.token}/cancel`, {});
      if (answer.status === 200) booking.status = "cancelled";
    }
  }),
  onBooking("customer-date-change", 3, { wanted: "confirmed" }, async (client, booking) => {
    const choice = await client.call(
      "customer-date-change:options",
      "GET",
      `/api/bookings/by-token/${booking.token}/date-change`,
    );
    const options = (choice.json as { options?: { id: string; kind: string }[] } | undefined)?.options ?? [];
    const target = client.rng.pick(options) ?? { id: client.rng.pick(client.fixture.dates)!.id, kind: "instance" };
    const answer = await client.call(
      "customer-date-change",
      "POST",
      `/api/bookings/by-token/${booking.token}/date-change`,
      target.kind === "instance" ? { instanceId: target.id } : { availableDateId: target.id },
    );
    if (answer.status === 200) booking.date = Math.max(0, dateIndex(client, target.id));
  }),
  onBooking("staff-move", 3, { wanted: "confirmed" }, async (client, booking) => {
    const server = client.server();
    const choice = await client.staffGet("staff-move:options", `/api/admin/bookings/${booking.id}/dates`, server);
    const options = Array.isArray(choice.json) ? (choice.json as { id: string; kind: string }[]) : [];
    const target = client.rng.pick(options) ?? { id: client.rng.pick(client.fixture.dates)!.id, kind: "instance" };
    const answer = await client.staffPost(
      "staff-move",
      `/api/admin/bookings/${booking.id}/move`,
      target.kind === "instance" ? { instanceId: target.id } : { availableDateId: target.id },
      server,
    );
    if (answer.status === 200) booking.date = Math.max(0, dateIndex(client, target.id));
  }),
  onBooking("staff-cancel", 3, { wanted: "confirmed" }, async (client, booking) => {
    const server = client.server();
    const quote = await client.staffGet("staff-cancel:quote", `/api/admin/bookings/${booking.id}/cancellation`, server);
    // Who asked decides the refund (issue 21, M4): the policy's, or everything; the figure shown is sent back.
    const { refunds } = (quote.json ?? {}) as { refunds?: Record<"customer" | "academy", { amount: number }> };
    const requestedBy = client.rng.pick(["customer", "academy"] as const)!;
    const answer = await client.staffPost(
      "staff-cancel",
      `/api/admin/bookings/${booking.id}/cancel`,
      {
        requestedBy,
        refund: refunds?.[requestedBy].amount,
        internalNote: "Model test: staff cancel",
        notifyCustomer: client.rng.chance(0.7),
      },
      server,
    );
    if (answer.status === 200) booking.status = "cancelled";
  }),
  onBooking("staff-record-payment", 4, { wanted: "confirmed" }, async (client, booking) => {
    const server = client.server();
    if (client.rng.chance(0.3)) {
      await client.staffPost(
        "staff-mark-balance-paid",
        `/api/admin/bookings/${booking.id}/mark-balance-paid`,
        {},
        server,
      );
      return;
    }
    const detail = await client.staffGet("staff-record-payment:read", `/api/admin/bookings/${booking.id}`, server);
    const balanceDue = (detail.json as { balanceDue?: number } | undefined)?.balanceDue ?? 0;
    const amount =
      balanceDue > 0 && client.rng.chance(0.6)
        ? client.rng.chance(0.6)
          ? balanceDue
          : 1 + client.rng.int(balanceDue)
        : 100 + client.rng.int(10_000);
    await client.staffPost(
      "staff-record-payment",
      `/api/admin/bookings/${booking.id}/payments`,
      { amount, method: client.rng.pick(STAFF_METHODS)!, note: "Model test" },
      server,
    );
  }),
  onBooking("staff-refund-held", 3, { wanted: "cancelled" }, async (client, booking) => {
    const server = client.server();
    const detail = await client.staffGet("staff-refund-held:read", `/api/admin/bookings/${booking.id}`, server);
    const refundable = (detail.json as { refundable?: number } | undefined)?.refundable ?? 0;
    const amount = refundable > 0 ? (client.rng.chance(0.5) ? refundable : 1 + client.rng.int(refundable)) : 1_000;
    await client.staffPost(
      "staff-refund-held",
      `/api/admin/bookings/${booking.id}/refund`,
      { amount, reason: "Model test: refund held money" },
      server,
    );
  }),
  {
    name: "staff-retry-refund",
    weight: 2,
    async run(client) {
      const server = client.server();
      const list = await client.staffGet("staff-retry-refund:list", "/api/admin/refunds", server);
      const refunds = Array.isArray(list.json) ? (list.json as { id: string; state: string }[]) : [];
      const unsettled = refunds.filter((refund) => refund.state !== "succeeded");
      const refund = client.rng.pick(unsettled.length > 0 && client.rng.chance(0.8) ? unsettled : refunds);
      if (!refund) return client.skip("staff-retry-refund");
      await client.staffPost("staff-retry-refund", `/api/admin/refunds/${refund.id}/retry`, {}, server);
    },
  },
  {
    name: "staff-mark-paid-back",
    weight: 3,
    async run(client) {
      const server = client.server();
      const list = await client.staffGet("staff-mark-paid-back:list", "/api/admin/refunds", server);
      const refunds = Array.isArray(list.json) ? (list.json as { id: string; state: string; byHand?: boolean }[]) : [];
      const byHand = refunds.filter((refund) => refund.byHand && refund.state !== "succeeded");
      const refund = client.rng.pick(byHand.length > 0 ? byHand : refunds);
      if (!refund) return client.skip("staff-mark-paid-back");
      await client.staffPost(
        "staff-mark-paid-back",
        `/api/admin/refunds/${refund.id}/paid-back`,
        { method: client.rng.pick(STAFF_METHODS)!, note: "Model test" },
        server,
      );
    },
  },
  onBooking("staff-release-seat", 2, { wanted: "confirmed" }, async (client, booking) => {
    const answer = await client.staffPost("staff-release-seat", `/api/admin/bookings/${booking.id}/release`, {
      reason: "Model test: balance unpaid",
    });
    if (answer.status === 200) booking.status = "cancelled";
  }),
  {
    name: "waitlist-join",
    weight: 3,
    async run(client) {
      const date = client.rng.int(client.fixture.dates.length);
      const n = client.rng.int(CUSTOMER_POOL * 2);
      const person = { fullName: `Model Waiter ${n}`, email: `model.waiter${n}@example.com`, phone: "07700 900456" };
      const answer = await client.call("waitlist-join", "POST", "/api/waiting-list", {
        ...person,
        instanceId: client.fixture.dates[date]!.id,
      });
      if (answer.status === 201) client.world.entries.push({ email: person.email, date });
    },
  },
  {
    // An entry counts only once its address is confirmed (issue 19): the joined e-mail's link, then 'Confirm my place'.
    name: "waitlist-confirm",
    weight: 3,
    async run(client) {
      const entry = client.rng.pick(client.world.entries.filter((candidate) => !candidate.confirmed));
      if (!entry) return client.skip("waitlist-confirm");
      entry.token ??= await waitlistTokenOf(client.world.options.outboxDirs, entry.email);
      if (!entry.token) return client.skip("waitlist-confirm");
      const answer = await client.call("waitlist-confirm", "POST", `/api/waiting-list/${entry.token}/confirm`, {});
      if (answer.status === 200) entry.confirmed = true;
    },
  },
  {
    name: "staff-offer-seat",
    weight: 2,
    async run(client) {
      const date = client.rng.pick(client.fixture.dates)!;
      const server = client.server();
      const list = await client.staffGet(
        "staff-offer-seat:list",
        `/api/admin/waiting-list?instanceId=${date.id}`,
        server,
      );
      const entries =
        (list.json as { entries?: { id: string; status: string; confirmed?: boolean }[] } | undefined)?.entries ?? [];
      const entry = client.rng.pick(
        entries.filter((candidate) => candidate.status === "waiting" && candidate.confirmed !== false),
      );
      if (!entry) return client.skip("staff-offer-seat");
      await client.staffPost("staff-offer-seat", `/api/admin/waiting-list/${entry.id}/offer`, {}, server);
    },
  },
  {
    name: "waitlist-accept",
    weight: 3,
    async run(client) {
      const entry = client.rng.pick(client.world.entries);
      if (!entry) return client.skip("waitlist-accept");
      entry.token ??= await waitlistTokenOf(client.world.options.outboxDirs, entry.email);
      if (!entry.token) return client.skip("waitlist-accept");
      const server = client.server();
      const answer = await client.call(
        "waitlist-accept",
        "POST",
        `/api/waiting-list/${entry.token}/book`,
        {},
        { server },
      );
      const bookingPath = (answer.json as { bookingPath?: string } | undefined)?.bookingPath;
      const token = bookingPath?.split("/").at(-1);
      if (answer.status !== 200 || !token) return;
      const summary = await client.call("waitlist-accept:read", "GET", `/api/bookings/by-token/${token}`, undefined, {
        server,
      });
      const id = (summary.json as { id?: string } | undefined)?.id;
      if (!id) return;
      client.remember({
        id,
        token,
        email: entry.email,
        date: entry.date,
        status: "pending",
        deposit: true,
        secrets: [],
      });
      const known = client.world.bookings.find((candidate) => candidate.id === id)!;
      const started = await client.call(
        "waitlist-accept:start-payment",
        "POST",
        `/api/bookings/by-token/${token}/first-payment`,
        {},
        {
          server,
        },
      );
      const secret = client.secretOf(started);
      if (!secret) return;
      known.secrets.push(secret);
      if (client.rng.chance(0.8)) await client.payFor("waitlist-accept:pay", known, secret);
    },
  },
  // A balance tab left open while staff record the balance by hand, then completed: money beyond the price.
  onBooking(
    "old-tab-after-staff-payment",
    2,
    { wanted: "confirmed", filter: (known) => known.deposit },
    async (client, booking, op) => {
      const server = client.server();
      const tab = client.secretOf(
        await client.call(
          `${op}:start`,
          "POST",
          `/api/bookings/by-token/${booking.token}/balance-payment`,
          {},
          { server },
        ),
      );
      if (!tab) return;
      booking.secrets.push(tab);
      const detail = await client.staffGet(`${op}:read`, `/api/admin/bookings/${booking.id}`, server);
      const balanceDue = (detail.json as { balanceDue?: number } | undefined)?.balanceDue ?? 0;
      if (balanceDue > 0) {
        await client.staffPost(
          `${op}:staff-payment`,
          `/api/admin/bookings/${booking.id}/payments`,
          { amount: balanceDue, method: client.rng.pick(STAFF_METHODS)!, note: "Model test: paid by phone" },
          server,
        );
      }
      await client.payFor(op, booking, tab);
    },
  ),
  // Money paid by hand, a move to a cheaper date (a by-hand refund left pending), then a cancellation.
  onBooking(
    "cheaper-move-then-cancel",
    2,
    { wanted: "confirmed", filter: (known) => known.deposit },
    async (client, booking, op) => {
      const server = client.server();
      const detail = await client.staffGet(`${op}:read`, `/api/admin/bookings/${booking.id}`, server);
      const { balanceDue = 0, totalPrice = 0 } = (detail.json ?? {}) as { balanceDue?: number; totalPrice?: number };
      if (balanceDue > 0) {
        await client.staffPost(
          `${op}:staff-payment`,
          `/api/admin/bookings/${booking.id}/payments`,
          { amount: balanceDue, method: "Bank transfer", note: "Model test" },
          server,
        );
      }
      const cheaper = client.fixture.dates.filter((date) => date.price < totalPrice);
      for (const date of client.rng.chance(0.5) ? cheaper.slice(0, 2) : cheaper.slice(-1)) {
        const moved = client.rng.chance(0.5)
          ? await client.staffPost(
              `${op}:staff-move`,
              `/api/admin/bookings/${booking.id}/move`,
              { instanceId: date.id },
              server,
            )
          : await client.call(`${op}:customer-change`, "POST", `/api/bookings/by-token/${booking.token}/date-change`, {
              instanceId: date.id,
            });
        if (moved.status === 200) booking.date = Math.max(0, dateIndex(client, date.id));
      }
      const cancelled = client.rng.chance(0.5)
        ? await client.call(op, "POST", `/api/bookings/by-token/${booking.token}/cancel`, {})
        : await client.staffPost(
            op,
            `/api/admin/bookings/${booking.id}/cancel`,
            { requestedBy: "academy", internalNote: "Model test: cancel after a move", notifyCustomer: true },
            server,
          );
      if (cancelled.status === 200) booking.status = "cancelled";
    },
  ),
  {
    // The same person books the same date twice (the second hold replaces the first), pays the second, then the
    // first hold's payment completes in its old tab.
    name: "replaced-hold-paid-late",
    weight: 2,
    async run(client) {
      const op = "replaced-hold-paid-late";
      const date = client.rng.int(client.fixture.dates.length);
      const person = customerDetails(client.rng.int(CUSTOMER_POOL));
      const holds: { booking: KnownBooking; secret?: string }[] = [];
      for (const step of ["first", "second"]) {
        const booking = await client.hold(`${op}:book-${step}`, date, person, "full");
        if (!booking) return;
        const secret = client.secretOf(
          await client.call(`${op}:start-${step}`, "POST", "/api/create-payment-intent", { bookingId: booking.id }),
        );
        if (secret) booking.secrets.push(secret);
        holds.push({ booking, secret });
      }
      const [first, second] = holds;
      if (second?.secret) await client.payFor(`${op}:pay-second`, second.booking, second.secret);
      if (first?.secret) await client.payFor(op, first.booking, first.secret);
    },
  },
  {
    // Staff offer a waiting person a seat, then cancel or release the held booking.
    name: "offer-then-cancel-hold",
    weight: 1,
    async run(client) {
      const op = "offer-then-cancel-hold";
      const date = client.rng.pick(client.fixture.dates)!;
      const server = client.server();
      const list = await client.staffGet(`${op}:list`, `/api/admin/waiting-list?instanceId=${date.id}`, server);
      const entries =
        (list.json as { entries?: { id: string; status: string; bookingReference: string | null }[] })?.entries ?? [];
      const entry = client.rng.pick(entries.filter((candidate) => candidate.status === "waiting"));
      if (!entry) return client.skip(op);
      await client.staffPost(`${op}:offer`, `/api/admin/waiting-list/${entry.id}/offer`, {}, server);
      const pending = await client.staffGet(`${op}:find`, `/api/admin/bookings?status=pending`, server);
      const rows = Array.isArray(pending.json) ? (pending.json as { id: string; customerEmail: string }[]) : [];
      const after = await client.staffGet(`${op}:list`, `/api/admin/waiting-list?instanceId=${date.id}`, server);
      const offered = ((after.json as { entries?: { id: string; email: string }[] })?.entries ?? []).find(
        (candidate) => candidate.id === entry.id,
      );
      const hold = rows.find((row) => row.customerEmail === offered?.email);
      if (!hold) return;
      await client.staffPost(
        op,
        `/api/admin/bookings/${hold.id}/cancel`,
        { requestedBy: "academy", internalNote: "Model test: seat withdrawn", notifyCustomer: false },
        server,
      );
    },
  },
  {
    // Time passes for one hold: its hold (and a waiting-list offer on it) lapses, as 15 minutes later.
    name: "expire-hold",
    weight: 3,
    sqlOnly: true,
    async run(client) {
      const query = client.world.options.query!;
      const live = await query(
        "select id from booking where status = 'pending' and hold_expires_at > now() order by id",
      );
      const hold = client.rng.pick(live);
      if (!hold) return client.skip("expire-hold");
      await query(
        "update booking set hold_expires_at = now() - interval '1 second' where id = $1 and status = 'pending'",
        [hold.id],
      );
      await query(
        "update waitlist_entry set offer_expires_at = least(offer_expires_at, now() - interval '1 second') where booking_id = $1 and status = 'offered'",
        [hold.id],
      );
      client.world.count("expire-hold", "sql");
    },
  },
  {
    // The minute sweeps (expire holds, waiting-list offers, reminders…) queued now; the servers' job runners run them.
    name: "run-sweeps",
    weight: 2,
    sqlOnly: true,
    async run(client) {
      const { world } = client;
      if (performance.now() - world.lastSweepAt < (world.options.sweepIntervalMs ?? 0))
        return client.skip("run-sweeps");
      world.lastSweepAt = performance.now();
      await queueSweeps(world.options.query!, `model-${world.sweepCounter++}`, world);
      client.world.count("run-sweeps", "sql");
    },
  },
  onBooking("customer-read", 2, {}, async (client, booking) => {
    await client.call("customer-read", "GET", `/api/bookings/by-token/${booking.token}`);
  }),
];

const dateIndex = (client: Client, id: string) => client.fixture.dates.findIndex((date) => date.id === id);

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

/** The waiting-list link's token from the newest e-mail to `email` that carries one (join or offer e-mail). */
async function waitlistTokenOf(outboxDirs: string[], email: string): Promise<string | undefined> {
  // Files are named by their outbox row, so the newest is the one with the latest Date header.
  let newest: { at: number; token: string } | undefined;
  for (const dir of outboxDirs) {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names.filter((file) => file.endsWith(".eml"))) {
      const raw = await readFile(path.join(dir, name), "utf8").catch(() => "");
      if (!raw.toLowerCase().includes(email.toLowerCase())) continue;
      const parsed = await simpleParser(raw);
      const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(",") : (parsed.to?.text ?? "");
      if (!to.toLowerCase().includes(email.toLowerCase())) continue;
      const match = /\/waiting-list\/([A-Za-z0-9_-]{20,})/.exec(`${parsed.text ?? ""} ${parsed.html || ""}`);
      const at = parsed.date?.getTime() ?? 0;
      if (match && (!newest || at >= newest.at)) newest = { at, token: match[1]! };
    }
  }
  return newest?.token;
}
