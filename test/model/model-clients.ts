// The clients of the money-and-seats model test (issue 19, "A test that keeps it true"): a tiny seeded PRNG, what the
// clients know (the bookings and waiting-list places they made, shared by all), and how one client calls a server and
// counts its answer. Refusals (4xx, mostly 409) are normal answers and only counted; any 5xx or failed request is kept
// as a server error. The operations they issue are in ./operations.ts, the run that draws them in ./money-model.ts.
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
/**
 * The course and its dates most operations book; `bundle`: a course needing a first aid certificate, one date of it,
 * and the EFAW dates booked with it in one payment (decision 026).
 */
export type Fixture = {
  courseId: string;
  dates: ModelDate[];
  bundle: { courseId: string; dateId: string; price: number; efawDateIds: string[] };
};

export type KnownBooking = {
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

export type KnownEntry = { email: string; date: number; token?: string; confirmed?: boolean };

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

export const GOOD_CARD = "4242 4242 4242 4242";
export const DECLINED_CARDS = ["4000 0000 0000 0002", "4000 0000 0000 9995"];
export const STAFF_METHODS = ["Bank transfer", "Cash", "Card machine"] as const;
/** A small pool of customers, so one person books the same date twice and replaces their own hold (decision 008). */
export const CUSTOMER_POOL = 14;
const REQUEST_TIMEOUT_MS = 90_000;
/** How many of the newest bookings most operations aim at. */
const FOCUS = 10;

export type Answer = { status: number; json: unknown };

export class World {
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
export class Client {
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

  /** The fixture's number of the date `id`; 0 for a date not among them (a bundle's EFAW date, a server's option). */
  dateNumber(id: string): number {
    return Math.max(
      0,
      this.fixture.dates.findIndex((date) => date.id === id),
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

export const customerDetails = (n: number) => ({
  fullName: `Model Customer ${n}`,
  email: `model.customer${n}@example.com`,
  phone: "07700 900123",
  address: "1 High Street, Oxford",
  postcode: "OX1 1AA",
  notes: "",
});
