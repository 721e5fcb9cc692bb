// The staff's operations of the money-and-seats model (./operations.ts holds the weighted table): moving, cancelling,
// recording payments, refunds and released seats at /api/admin, alone or racing a customer's old tab.
import { STAFF_METHODS, type Client, type KnownBooking } from "./model-clients";

export async function staffMove(client: Client, booking: KnownBooking) {
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
  if (answer.status === 200) booking.date = client.dateNumber(target.id);
}

export async function staffCancel(client: Client, booking: KnownBooking) {
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
}

export async function staffRecordPayment(client: Client, booking: KnownBooking) {
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
}

export async function staffRefundHeld(client: Client, booking: KnownBooking) {
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
}

export async function staffRetryRefund(client: Client) {
  const server = client.server();
  const list = await client.staffGet("staff-retry-refund:list", "/api/admin/refunds", server);
  const refunds = Array.isArray(list.json) ? (list.json as { id: string; state: string }[]) : [];
  const unsettled = refunds.filter((refund) => refund.state !== "succeeded");
  const refund = client.rng.pick(unsettled.length > 0 && client.rng.chance(0.8) ? unsettled : refunds);
  if (!refund) return client.skip("staff-retry-refund");
  await client.staffPost("staff-retry-refund", `/api/admin/refunds/${refund.id}/retry`, {}, server);
}

export async function staffMarkPaidBack(client: Client) {
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
}

export async function staffReleaseSeat(client: Client, booking: KnownBooking) {
  const answer = await client.staffPost("staff-release-seat", `/api/admin/bookings/${booking.id}/release`, {
    reason: "Model test: balance unpaid",
  });
  if (answer.status === 200) booking.status = "cancelled";
}

/** A balance tab left open while staff record the balance by hand, then completed: money beyond the price. */
export async function oldTabAfterStaffPayment(client: Client, booking: KnownBooking, op: string) {
  const server = client.server();
  const tab = client.secretOf(
    await client.call(`${op}:start`, "POST", `/api/bookings/by-token/${booking.token}/balance-payment`, {}, { server }),
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
}

/** Money paid by hand, a move to a cheaper date (a by-hand refund left pending), then a cancellation. */
export async function cheaperMoveThenCancel(client: Client, booking: KnownBooking, op: string) {
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
    if (moved.status === 200) booking.date = client.dateNumber(date.id);
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
}
