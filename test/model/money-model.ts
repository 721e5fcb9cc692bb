// The operations of the money-and-seats model test (issue 19, "A test that keeps it true"): a tiny seeded PRNG, and
// every customer, staff, webhook-like and sweep action that moves money or seats, issued at random by several clients
// at once against one or more real server processes. Refusals (4xx, mostly 409) are normal answers and only counted;
// any 5xx or failed request is kept as a server error. The checks of what must stay true are in ./invariants.ts.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser } from "mailparser";
import type { Query } from "./invariants";

// ---------------------------------------------------------------------------------------------------------------
// The PRNG: mulberry32, 32 bits of state, so a run is described by one number.

/** A seeded random source: the same seed gives the same sequence of choices. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }
  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T | undefined {
    return items.length === 0 ? undefined : items[this.int(items.length)];
  }
}

// ---------------------------------------------------------------------------------------------------------------
// What the clients know: the bookings they made (with their secret links and every client secret they were given),
// and the waiting-list places they asked for. Shared by all clients (one Node thread, so no locking).

export type ModelDate = { id: string; price: number; seats: number };
export type Fixture = { courseId: string; dates: ModelDate[] };

type KnownBooking = {
  id: string;
  token: string;
  email: string;
  date: number;
  /** What the clients last saw of its status (a guess: others act on it too), to aim operations where they bite. */
  status: "pending" | "confirmed" | "cancelled";
  deposit: boolean;
  /** Every client secret a payment start answered, oldest first: old ones are the "old tabs". */
  secrets: string[];
};

type KnownEntry = { email: string; date: number; token?: string; confirmed?: boolean };

export type ServerTarget = {
  name: string;
  url: string;
  staffCookie?: string;
  /** Set while a fault-injection run (./chaos.ts) has this process killed and not yet ready again: clients go elsewhere. */
  down?: boolean;
  /** How often the process behind this URL was restarted: a request that outlived one was cut by the kill. */
  restarts?: number;
};

export type ServerError = { op: string; request: string; status: number; body: string };

/** One request as it ended, for a `judge`. */
export type CallRecord = {
  op: string;
  server: ServerTarget;
  /** 0: no answer (connection refused or cut, timeout). */
  status: number;
  body: string;
  /** The server's restart count when the request was sent. */
  restartsBefore: number;
  /** performance.now() at the send and at the answer. */
  startedAt: number;
  endedAt: number;
};

/** How a request is counted (`count`: the column of the answers table) and whether it is a server error. */
export type Verdict = { count: string; serverError: boolean };

export type RunOptions = {
  seed: number;
  operations: number;
  clients: number;
  servers: ServerTarget[];
  fixture: Fixture;
  /** SQL on the same database while the servers run (PostgreSQL only): hold expiry and sweep triggers need it. */
  query?: Query;
  /** Folders the servers write their e-mails to (DATA_DIR/outbox), for the waiting-list links. */
  outboxDirs: string[];
  /** The operations come in this many waves, `pauseMs` apart, so the job runners' ticks and sweeps fall between. */
  waves?: number;
  pauseMs?: number;
  /** Called now and then with the number of operations done. */
  onProgress?: (done: number) => void;
  /** Run until this returns true (checked before each operation) instead of `operations` in waves (./chaos.ts). */
  until?: () => boolean;
  /**
   * How each answer counts; by default its status ("error" for none), and any 5xx or no answer is a server error.
   * The fault-injection run tells cut connections of a killed process and 503s during an outage apart.
   */
  judge?: (call: CallRecord) => Verdict;
  /**
   * "run-sweeps" queues the sweeps at most this often (skipped otherwise): a run of many minutes without pauses would
   * queue them faster than the job runners (50 jobs per 15 s tick) work through them. Unlimited by default.
   */
  sweepIntervalMs?: number;
};

export type RunStats = {
  /** op → answer status ("skip" when the op found nothing to act on) → count. */
  answers: Map<string, Map<string, number>>;
  serverErrors: ServerError[];
  /** "op status" → the first answer body seen. */
  samples: Map<string, string>;
  operationsDone: number;
  /** Every booking the clients know a link for: the customer API is read for each at the end. */
  bookings: { id: string; token: string }[];
  elapsedMs: number;
};

const GOOD_CARD = "4242 4242 4242 4242";
const DECLINED_CARDS = ["4000 0000 0000 0002", "4000 0000 0000 9995"];
const STAFF_METHODS = ["Bank transfer", "Cash", "Card machine"] as const;
/** A small pool of customers, so one person books the same date twice and replaces their own hold (decision 008). */
const CUSTOMER_POOL = 14;
const REQUEST_TIMEOUT_MS = 90_000;
/** How many of the newest bookings most operations aim at. */
const FOCUS = 10;

type Answer = { status: number; json: unknown };

class World {
  readonly bookings: KnownBooking[] = [];
  readonly entries: KnownEntry[] = [];
  readonly answers = new Map<string, Map<string, number>>();
  readonly serverErrors: ServerError[] = [];
  /** The first answer body of each operation and status, to see what a refusal said. */
  readonly samples = new Map<string, string>();
  sweepCounter = 0;
  sweepKinds: string[] | undefined;
  lastSweepAt = -Infinity;

  constructor(readonly options: RunOptions) {}

  count(op: string, status: string) {
    let byStatus = this.answers.get(op);
    if (!byStatus) this.answers.set(op, (byStatus = new Map()));
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  }
}

/** One client: its own PRNG stream, its own server most of the time. */
class Client {
  constructor(
    readonly world: World,
    readonly rng: Rng,
    readonly home: number,
  ) {}

  get fixture() {
    return this.world.options.fixture;
  }

  /** Mostly the client's own server; sometimes another, so one booking is worked on by both processes. */
  server(): ServerTarget {
    const all = this.world.options.servers;
    // A process killed by the fault-injection run is avoided until it is back (all of them when none is up).
    const up = all.filter((server) => !server.down);
    const servers = up.length > 0 ? up : all;
    return servers[this.rng.chance(0.7) ? this.home % servers.length : this.rng.int(servers.length)]!;
  }

  async call(
    op: string,
    method: string,
    urlPath: string,
    body?: unknown,
    options: { staff?: boolean; server?: ServerTarget } = {},
  ): Promise<Answer> {
    const server = options.server ?? this.server();
    const headers: Record<string, string> = { Origin: server.url };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (options.staff && server.staffCookie) headers.Cookie = server.staffCookie;
    const request = `${method} ${redact(urlPath)} (${server.name})`;
    let status = 0;
    let text = "";
    const restartsBefore = server.restarts ?? 0;
    const startedAt = performance.now();
    try {
      const response = await fetch(server.url + urlPath, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
    const judge = this.world.options.judge ?? defaultJudge;
    const verdict = judge({ op, server, status, body: text, restartsBefore, startedAt, endedAt: performance.now() });
    this.world.count(op, verdict.count);
    const sampleKey = `${op} ${status}`;
    if (!this.world.samples.has(sampleKey)) this.world.samples.set(sampleKey, text.slice(0, 300));
    if (verdict.serverError) {
      this.world.serverErrors.push({ op, request, status, body: text.slice(0, 2_000) });
    }
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status, json };
  }

  /** A staff read on `server`, with that process's staff session. */
  staffGet(op: string, urlPath: string, server: ServerTarget) {
    return this.call(op, "GET", urlPath, undefined, { staff: true, server });
  }

  /** A staff change on `server` (by default one picked as for any request), with that process's staff session. */
  staffPost(op: string, urlPath: string, body: unknown, server?: ServerTarget) {
    return this.call(op, "POST", urlPath, body, { staff: true, server });
  }

  skip(op: string) {
    this.world.count(op, "skip");
  }

  /**
   * A booking to act on: usually one of the last few made (so several operations meet on the same booking, as a
   * customer and staff do over its life), usually in the status the operation wants; sometimes any at all.
   */
  pickBooking(filter?: (booking: KnownBooking) => boolean, wanted?: KnownBooking["status"]): KnownBooking | undefined {
    let candidates = filter ? this.world.bookings.filter(filter) : this.world.bookings;
    if (wanted && this.rng.chance(0.8)) {
      const inStatus = candidates.filter((booking) => booking.status === wanted);
      if (inStatus.length > 0) candidates = inStatus;
    }
    if (this.rng.chance(0.6)) candidates = candidates.slice(-FOCUS);
    return this.rng.pick(candidates);
  }

  /** Notes what a payment's answer says about its booking. */
  async payFor(op: string, booking: KnownBooking, secret: string, card = GOOD_CARD) {
    const answer = await this.pay(op, secret, card);
    const outcome = (answer.json as { outcome?: string } | undefined)?.outcome;
    if (outcome === "confirmed") booking.status = "confirmed";
    return answer;
  }

  /** Books `person` on the fixture's date number `date` (a pending hold) and remembers the booking, if it was made. */
  async hold(
    op: string,
    date: number,
    person: ReturnType<typeof customerDetails>,
    paymentType: "deposit" | "full",
  ): Promise<KnownBooking | undefined> {
    const answer = await this.call(op, "POST", "/api/bookings", {
      courseId: this.fixture.courseId,
      instanceId: this.fixture.dates[date]!.id,
      userDetails: person,
      paymentType,
      paymentAmount: paymentType === "deposit" ? 10_000 : this.fixture.dates[date]!.price,
    });
    if (answer.status !== 201) return undefined;
    const created = answer.json as { id: string; accessToken: string };
    const booking: KnownBooking = {
      id: created.id,
      token: created.accessToken,
      email: person.email,
      date,
      status: "pending",
      deposit: paymentType === "deposit",
      secrets: [],
    };
    this.remember(booking);
    return booking;
  }

  remember(booking: KnownBooking) {
    if (!this.world.bookings.some((known) => known.id === booking.id)) this.world.bookings.push(booking);
  }

  async pay(op: string, secret: string, card = GOOD_CARD, server?: ServerTarget) {
    return this.call(
      op,
      "POST",
      "/api/test-payments/confirm",
      { clientSecret: secret, cardNumber: card, expiry: "12 / 34", cvc: "123" },
      { server },
    );
  }

  secretOf(answer: Answer): string | undefined {
    const secret = (answer.json as { clientSecret?: unknown } | undefined)?.clientSecret;
    return answer.status === 200 && typeof secret === "string" ? secret : undefined;
  }
}

const defaultJudge = (call: CallRecord): Verdict => ({
  count: call.status === 0 ? "error" : String(call.status),
  serverError: call.status === 0 || call.status >= 500,
});

const redact = (urlPath: string) => urlPath.replace(/(by-token|waiting-list)\/[A-Za-z0-9_-]{20,}/, "$1/…");

// ---------------------------------------------------------------------------------------------------------------
// The operations. Each picks its target with the client's PRNG; one with nothing to act on is counted as "skip".

type Operation = { name: string; weight: number; sqlOnly?: boolean; run: (client: Client) => Promise<void> };

const customerDetails = (n: number) => ({
  fullName: `Model Customer ${n}`,
  email: `model.customer${n}@example.com`,
  phone: "07700 900123",
  address: "1 High Street, Oxford",
  postcode: "OX1 1AA",
  notes: "",
});

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

const OPERATIONS: Operation[] = [
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

// ---------------------------------------------------------------------------------------------------------------
// The run: `clients` loops, each drawing weighted operations from its own PRNG stream, until `operations` are done.

export async function runOperations(options: RunOptions): Promise<RunStats> {
  const world = new World(options);
  const operations = OPERATIONS.filter((op) => !op.sqlOnly || options.query);
  const totalWeight = operations.reduce((sum, op) => sum + op.weight, 0);
  const started = performance.now();
  let issued = 0;
  let done = 0;
  const clients = Array.from({ length: options.clients }, (_, i) => {
    // Each client's stream is derived from the seed alone, so the choices each makes are fixed by the seed.
    const rng = new Rng((options.seed * 0x9e3779b1 + (i + 1) * 0x85ebca6b) >>> 0);
    return new Client(world, rng, i);
  });
  const waves = options.until ? 1 : Math.max(1, options.waves ?? 1);
  const more = (waveEnd: number) => (options.until ? !options.until() : issued < waveEnd);
  for (let wave = 1; wave <= waves; wave++) {
    const waveEnd = Math.round((options.operations * wave) / waves);
    await Promise.all(
      clients.map(async (client) => {
        while (more(waveEnd)) {
          issued++;
          let roll = client.rng.next() * totalWeight;
          const op = operations.find((candidate) => (roll -= candidate.weight) < 0) ?? operations.at(-1)!;
          await op.run(client);
          done++;
          if (done % 50 === 0) options.onProgress?.(done);
        }
      }),
    );
    if (wave < waves) await new Promise((resolve) => setTimeout(resolve, options.pauseMs ?? 20_000));
  }
  return {
    answers: world.answers,
    serverErrors: world.serverErrors,
    samples: world.samples,
    operationsDone: done,
    bookings: world.bookings.map(({ id, token }) => ({ id, token })),
    elapsedMs: performance.now() - started,
  };
}

/** Logs in as the admin on each server: one session cookie per process. */
export async function logInStaff(servers: ServerTarget[], password: string): Promise<void> {
  for (const server of servers) {
    const response = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { Origin: server.url, "Content-Type": "application/json" },
      body: JSON.stringify({ username: "admin", password }),
    });
    if (response.status !== 200)
      throw new Error(`staff login on ${server.name}: ${response.status} ${await response.text()}`);
    server.staffCookie = response.headers.get("set-cookie")!.split(";")[0]!;
  }
}

/** The answers as a table: one row per operation, one column per status code. */
export function answersTable(answers: RunStats["answers"]): string {
  const statuses = [...new Set([...answers.values()].flatMap((byStatus) => [...byStatus.keys()]))].sort();
  const ops = [...answers.keys()].sort();
  const width = Math.max(9, ...ops.map((op) => op.length));
  const columns = statuses.map((status) => Math.max(6, status.length));
  const header = `${"operation".padEnd(width)} ${statuses.map((status, i) => status.padStart(columns[i]!)).join(" ")}   total`;
  const lines = ops.map((op) => {
    const byStatus = answers.get(op)!;
    const total = [...byStatus.values()].reduce((sum, n) => sum + n, 0);
    return `${op.padEnd(width)} ${statuses.map((status, i) => String(byStatus.get(status) ?? "").padStart(columns[i]!)).join(" ")}   ${String(total).padStart(5)}`;
  });
  return [header, "-".repeat(header.length), ...lines].join("\n");
}
