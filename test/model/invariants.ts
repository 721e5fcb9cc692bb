// What must stay true of money and seats, whatever customers, staff, payment providers and sweeps did and in whatever
// order (issue 19, "A test that keeps it true"). Each invariant is SQL over the database, some compared with what the
// customer's by-token API and the staff API answer. The model test (./money-model.test.ts, `npm run soak`) runs them
// after its random operations; anyone may run them against any database of this schema.
//
// The ledger's figures, as the product defines them (booking/ledger.server.ts):
//   taken = succeeded payments − succeeded refunds            (amountPaid: settled figures, for display)
//   held  = succeeded payments − pending and succeeded refunds (amountHeld: what every money decision reads)

export type Query = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/** What the APIs answered for each booking, read after the run (amounts in pence). */
export type ApiFigures = {
  /** GET /api/admin/bookings/:id (or the list), by booking id. */
  staff: Map<string, { amountPaid?: number; amountHeld?: number; overpaid?: number; needsRefund?: boolean }>;
  /** GET /api/bookings/by-token/:token, by booking id, for the bookings the clients hold a link to. */
  customer: Map<string, { amountPaid?: number; amountHeld?: number; amountRefunded?: number }>;
};

export type Violation = { bookingId?: string; detail: string };
export type InvariantResult = { name: InvariantName; description: string; violations: Violation[] };

export const INVARIANTS = {
  "no-date-oversold": "No date has more seats taken (offline + confirmed + live holds) than it has.",
  "held-matches-apis":
    "Per booking, held = succeeded payments − (pending + succeeded refunds), and the customer and staff APIs show that figure (amountHeld, or amountPaid where there is no amountHeld) and the settled amountPaid.",
  "refund-within-payment":
    "No payment is refunded beyond its amount (pending + succeeded refunds ≤ the payment), and only a succeeded payment is refunded.",
  "excess-flagged":
    "Nothing taken beyond the price unless staff are shown 'Overpaid' and the excess is on its way back (a pending refund) or flagged (needsRefund).",
  "replaced-hold-not-confirmed":
    "A hold the customer replaced with a newer booking of the same date (decision 008) never confirms a second seat.",
  "offered-entry-has-live-hold":
    "Every 'offered' waiting-list entry holds a seat: its booking is pending with the hold not lapsed (or already paid).",
  "jobs-drained":
    "After the final drain no job is dead, none is queued or running more than 3 minutes overdue, and no card refund is left pending.",
  "one-email-per-event":
    "No receipt or refund e-mail is sent twice: no two such outbox rows of a booking have the same address, subject and body unless each names its own ledger row.",
} as const;

export type InvariantName = keyof typeof INVARIANTS;

const n = (value: unknown) => Number(value ?? 0);

/** Runs every invariant; `api` holds what the APIs answered for the same database state. */
export async function checkInvariants(query: Query, api: ApiFigures): Promise<InvariantResult[]> {
  const results: InvariantResult[] = [];
  const check = async (name: InvariantName, run: () => Promise<Violation[]>) =>
    results.push({ name, description: INVARIANTS[name], violations: await run() });

  await check("no-date-oversold", async () => {
    const rows = await query(`
      select d.id, d.start_date, d.max_seats, d.booked_seats,
        (select count(*) from booking b where b.instance_id = d.id and (b.status = 'confirmed'
          or (b.status = 'pending' and b.hold_expires_at > now())))::int as online
      from course_instance d
      union all
      select d.id, d.date, d.max_seats, d.booked_seats,
        (select count(*) from booking b where b.available_date_id = d.id and (b.status = 'confirmed'
          or (b.status = 'pending' and b.hold_expires_at > now())))::int
      from available_date d`);
    return rows
      .filter((row) => n(row.booked_seats) + n(row.online) > n(row.max_seats))
      .map((row) => ({
        detail: `date ${String(row.start_date)} (${String(row.id)}): ${n(row.booked_seats)} offline + ${n(row.online)} online > ${n(row.max_seats)} seats`,
      }));
  });

  const ledger = await query(`
    select b.id, b.reference, b.status, b.total_price, b.needs_refund,
      coalesce(sum(p.amount) filter (where p.kind <> 'refund' and p.state = 'succeeded'), 0)::int as paid,
      coalesce(sum(p.amount) filter (where p.kind = 'refund' and p.state = 'succeeded'), 0)::int as refunded,
      coalesce(sum(p.amount) filter (where p.kind = 'refund' and p.state = 'pending'), 0)::int as refunding
    from booking b left join payment p on p.booking_id = b.id
    group by b.id order by b.created_at`);
  const figures = ledger.map((row) => ({
    id: String(row.id),
    label: `${String(row.reference)} (${String(row.status)}, price ${n(row.total_price)})`,
    price: n(row.total_price),
    needsRefund: row.needs_refund === true,
    taken: n(row.paid) - n(row.refunded),
    held: n(row.paid) - n(row.refunded) - n(row.refunding),
    refunding: n(row.refunding),
  }));

  await check("held-matches-apis", async () => {
    const violations: Violation[] = [];
    for (const booking of figures) {
      const views = [
        ["staff API", api.staff.get(booking.id)],
        ["customer API", api.customer.get(booking.id)],
      ] as const;
      for (const [who, view] of views) {
        if (!view) continue;
        const shownHeld = view.amountHeld ?? view.amountPaid;
        if (shownHeld !== booking.held) {
          violations.push({
            bookingId: booking.id,
            detail: `${booking.label}: ledger holds ${booking.held} but the ${who} shows ${view.amountHeld === undefined ? "amountPaid" : "amountHeld"} ${String(shownHeld)}`,
          });
        } else if (view.amountHeld !== undefined && view.amountPaid !== booking.taken) {
          violations.push({
            bookingId: booking.id,
            detail: `${booking.label}: ledger has taken ${booking.taken} (settled) but the ${who} shows amountPaid ${String(view.amountPaid)}`,
          });
        }
      }
    }
    return violations;
  });

  await check("refund-within-payment", async () => {
    const rows = await query(`
      select p.booking_id, p.id, p.kind, p.amount, p.state,
        coalesce(sum(r.amount) filter (where r.state in ('pending', 'succeeded')), 0)::int as refunds
      from payment p join payment r on r.refund_of = p.id
      group by p.id
      having coalesce(sum(r.amount) filter (where r.state in ('pending', 'succeeded')), 0) > 0`);
    return rows
      .filter((row) => n(row.refunds) > n(row.amount) || row.state !== "succeeded")
      .map((row) => ({
        bookingId: String(row.booking_id),
        detail: `${String(row.kind)} payment ${String(row.id)} of ${n(row.amount)} (${String(row.state)}) has ${n(row.refunds)} refunded or being refunded`,
      }));
  });

  await check("excess-flagged", async () =>
    figures
      .filter((booking) => booking.taken > booking.price)
      .flatMap((booking) => {
        const shown = api.staff.get(booking.id)?.overpaid;
        const onItsWay = booking.held <= booking.price;
        const problems = [
          ...(shown && shown > 0 ? [] : [`staff are not shown 'Overpaid' (overpaid ${String(shown)})`]),
          ...(onItsWay || booking.needsRefund ? [] : ["no pending refund covers it and needsRefund is not set"]),
        ];
        return problems.length === 0
          ? []
          : [
              {
                bookingId: booking.id,
                detail: `${booking.label}: taken ${booking.taken} (held ${booking.held}, refunding ${booking.refunding}) beyond the price: ${problems.join("; ")}`,
              },
            ];
      }),
  );

  await check("replaced-hold-not-confirmed", async () => {
    const rows = await query(`
      select b.id, b.reference, b.status, b.needs_refund from booking b
      where b.status = 'confirmed'
        and exists (select 1 from booking_event e where e.booking_id = b.id and e.kind = 'replaceHold')`);
    return rows.map((row) => ({
      bookingId: String(row.id),
      detail: `${String(row.reference)}: replaced by the customer's newer hold, yet confirmed (a second seat)`,
    }));
  });

  await check("offered-entry-has-live-hold", async () => {
    const rows = await query(`
      select w.id, w.email, w.booking_id, b.reference, b.status, b.hold_expires_at, w.offer_expires_at
      from waitlist_entry w left join booking b on b.id = w.booking_id
      where w.status = 'offered'
        and not (b.status = 'confirmed' or (b.status = 'pending' and b.hold_expires_at > now()))`);
    return rows.map((row) => ({
      bookingId: row.booking_id ? String(row.booking_id) : undefined,
      detail: `waiting-list entry ${String(row.id)} (${String(row.email)}) is 'offered' but its hold ${String(row.reference ?? "(none)")} is ${String(row.status ?? "missing")}`,
    }));
  });

  await check("jobs-drained", async () => {
    const jobs = await query(`
      select id, kind, status, run_at, lease_until, attempts, last_error from job
      where status = 'dead'
        or (status = 'queued' and run_at < now() - interval '3 minutes')
        or (status = 'running' and lease_until < now() - interval '3 minutes')`);
    const refunds = await query(`
      select booking_id, id, amount, created_at from payment
      where kind = 'refund' and state = 'pending' and provider <> 'manual' and created_at < now() - interval '3 minutes'`);
    return [
      ...jobs.map((row) => ({
        detail: `job ${String(row.kind)} ${String(row.id)} is ${String(row.status)} (attempts ${n(row.attempts)}, run at ${String(row.run_at)}): ${String(row.last_error ?? "")}`,
      })),
      ...refunds.map((row) => ({
        bookingId: String(row.booking_id),
        detail: `card refund ${String(row.id)} of ${n(row.amount)} still pending since ${String(row.created_at)}`,
      })),
    ];
  });

  await check("one-email-per-event", async () => {
    const groups = await query(`
      select o.booking_id, o.to_address, o.subject, array_agg(o.kind order by o.kind) as kinds
      from email_outbox o
      where o.kind like 'receipt%' or o.kind like 'refund%'
      group by o.booking_id, o.to_address, o.subject, o.text
      having count(*) > 1`);
    const ledgerIds = new Set((await query("select id from payment")).map((row) => String(row.id)));
    return groups
      .filter((group) => {
        // Two equal e-mails are fine when each names a different ledger row (two refunds of the same amount).
        const kinds = group.kinds as string[];
        const rows = kinds.map((kind) => kind.split(":")[1]);
        return !rows.every((id) => id && ledgerIds.has(id)) || new Set(rows).size !== rows.length;
      })
      .map((group) => ({
        bookingId: group.booking_id ? String(group.booking_id) : undefined,
        detail: `'${String(group.subject)}' to ${String(group.to_address)} queued ${(group.kinds as string[]).length} times: ${(group.kinds as string[]).join(", ")}`,
      }));
  });

  return results;
}

/** The results as a table: one row per invariant with its number of violations. */
export function invariantsTable(results: InvariantResult[], knownOpen: ReadonlySet<string> = new Set()): string {
  const width = Math.max(...results.map((result) => result.name.length));
  return results
    .map((result) => {
      const verdict =
        result.violations.length === 0
          ? "held"
          : `VIOLATED ×${result.violations.length}${knownOpen.has(result.name) ? " (known open)" : ""}`;
      return `${result.name.padEnd(width)}  ${verdict}`;
    })
    .join("\n");
}

/** Each violated invariant with up to `limit` of its violations. */
export function violationsText(results: InvariantResult[], limit = 8): string {
  return results
    .filter((result) => result.violations.length > 0)
    .map(
      (result) =>
        `${result.name}: ${result.description}\n` +
        result.violations
          .slice(0, limit)
          .map(
            (violation) => `  - ${violation.detail}${violation.bookingId ? ` [booking ${violation.bookingId}]` : ""}`,
          )
          .join("\n") +
        (result.violations.length > limit ? `\n  … and ${result.violations.length - limit} more` : ""),
    )
    .join("\n");
}
