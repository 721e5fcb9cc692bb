// The customer's operations of the money-and-seats model (./operations.ts holds the weighted table): booking a date or
// a first-aid bundle, paying (and paying again from an old tab), the balance, cancelling, changing the date, reading.
import { CUSTOMER_POOL, customerDetails, DECLINED_CARDS, type Client, type KnownBooking } from "./model-clients";

export async function book(client: Client, op: string, paymentType: "deposit" | "full") {
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
 * A first-aid bundle (decision 026): a course needing a certificate and an EFAW date in one request, often paid by one
 * card payment at once; both bookings are then ordinary ones for every other operation. Their addresses are
 * bundleN@, never taken for a second tab of the fixture's dates (`book`).
 */
export async function bookBundle(client: Client) {
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

export async function startFirstPayment(client: Client, booking: KnownBooking) {
  const answer = client.rng.chance(0.5)
    ? await client.call("start-first-payment", "POST", "/api/create-payment-intent", { bookingId: booking.id })
    : await client.call("start-first-payment", "POST", `/api/bookings/by-token/${booking.token}/first-payment`, {});
  const secret = client.secretOf(answer);
  if (secret) booking.secrets.push(secret);
}

export async function payLatest(client: Client, booking: KnownBooking) {
  await client.payFor("pay-latest", booking, booking.secrets.at(-1)!);
}

export async function payDeclined(client: Client, booking: KnownBooking) {
  await client.pay("pay-declined", client.rng.pick(booking.secrets)!, client.rng.pick(DECLINED_CARDS));
}

/** An earlier client secret completed later: a second tab, a webhook-like replay, a superseded attempt. */
export async function replayOldSecret(client: Client, booking: KnownBooking) {
  await client.payFor("replay-old-secret", booking, client.rng.pick(booking.secrets)!);
}

export async function startBalance(client: Client, booking: KnownBooking) {
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
}

export async function customerCancel(client: Client, booking: KnownBooking) {
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
}

export async function customerDateChange(client: Client, booking: KnownBooking) {
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
  if (answer.status === 200) booking.date = client.dateNumber(target.id);
}

/** The same person books the same date twice (the second hold replaces the first), pays the second, then the first hold's payment completes in its old tab. */
export async function replacedHoldPaidLate(client: Client) {
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
}

export async function customerRead(client: Client, booking: KnownBooking) {
  await client.call("customer-read", "GET", `/api/bookings/by-token/${booking.token}`);
}
