// Erasure on request (issue 23, decision 025): staff erase a person whose courses are over and whose money is settled;
// their details are gone from every table, the accounts keep their figures, their booking link is dead, the staff
// pages and the money report still answer, and the log keeps who did it and why. Refused while a course or money is
// unfinished. Before, erasure was done by hand.
import { runRetentionAt } from "#test/support/retention-sweep";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listTables } from "#db/db.server";
import {
  achievements,
  auditLog,
  bookings,
  documents,
  emailOutbox,
  firstAidEvidence,
  identityChecks,
  learners,
  payments,
  people,
  staffNotes,
  waitlistEntries,
} from "#db/schema";
import { setUpTestApp } from "#test/support/app-fixture";
import { finishedPriyaScene, PRIYA_DETAILS } from "#test/support/erasure-scene";
import { insertAvailableDate, insertBooking } from "#test/support/factories";
import { siteAt } from "#test/support/site-at";
import { issueInvoice } from "#app/features/documents/issue-invoice.server";
import { issueReceipt } from "#app/features/documents/issue-receipt.server";
import { addDays, londonToday } from "#app/shared/dates";
import type { PersonPage, SearchResults } from "./schema";
import { erasedAddressOf } from "./erased-address";

const site = setUpTestApp({ admin: true });
const db = () => site.app.ctx.db;

const PRIYA = { fullName: "Priya Shah", email: "priya.shah@example.com", phone: "", address: "", postcode: "" };

const erase = (personId: string, body: unknown = { reason: "She asked by e-mail on 28 November" }) =>
  site.admin.send("POST", `/people/${personId}/erase`, body);

/** Tables every staff request writes to (a session's expiry slides; requests are counted). */
const SLIDING = ["session", "rate_limit"];

/** Every row of every table (but `skip`) as text, lower-cased. */
async function everything(skip: string[] = []): Promise<string> {
  const parts: string[] = [];
  for (const table of (await listTables(db())).filter((name) => !skip.includes(name)).sort()) {
    const result = (await db().execute(
      sql`select coalesce(string_agg(t::text, '|' order by t::text), '') as rows from ${sql.raw(`"${table}"`)} t`,
    )) as unknown as { rows: { rows: string }[] };
    parts.push(`${table}: ${result.rows[0]!.rows}`);
  }
  return parts.join("\n").toLowerCase();
}

const ledgerOf = (bookingId: string) =>
  db()
    .select({ kind: payments.kind, amount: payments.amount, state: payments.state, receipt: payments.receiptNumber })
    .from(payments)
    .where(eq(payments.bookingId, bookingId))
    .orderBy(payments.createdAt);

describe("erasing a person who asks", () => {
  it("removes their details from every table, keeps the accounts' figures, and logs who and why", async () => {
    const { booking, other, personId, learnerId, date } = await finishedPriyaScene(db());
    const ledgerBefore = await ledgerOf(booking.id);
    const reportBefore = await site.admin.get<{ totals: unknown }>("/reports/money");
    expect(await everything()).toContain("priya");

    const response = await erase(personId);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(
      expect.objectContaining({
        personId,
        bookings: 1,
        learners: 1,
        waitingListEntries: 1,
        enquiries: 1,
        offlinePlaces: 1,
      }),
    );

    // Nothing she gave is left anywhere, in any table, however written (staff's password hashes and sessions aside:
    // random text that could hold 'shah' by chance).
    const left = await everything(["user", "session"]);
    for (const detail of PRIYA_DETAILS) expect(left, detail).not.toContain(detail.toLowerCase());
    expect(left).not.toContain("1990-05-17");
    expect(left).not.toContain("1234567890123456");

    // The accounts keep every figure and kind; the report's totals are the same.
    expect(await ledgerOf(booking.id)).toEqual(ledgerBefore);
    expect((await site.admin.get<{ totals: unknown }>("/reports/money")).totals).toEqual(reportBefore.totals);
    const [kept] = await db().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept).toEqual(
      expect.objectContaining({ reference: "TV-PRSH2345", status: "confirmed", totalPrice: 15_000, holdAddress: null }),
    );
    expect(kept!.userDetails).toEqual({
      fullName: "Erased",
      email: erasedAddressOf(personId),
      phone: "",
      address: "",
      postcode: "",
    });

    // Her learner record is anonymised; checks, evidence, achievements and notes are gone.
    const [learner] = await db().select().from(learners).where(eq(learners.id, learnerId));
    expect(learner).toEqual(
      expect.objectContaining({
        fullName: "Erased",
        dateOfBirth: null,
        remindersConsentAt: null,
        anonymisedAt: expect.any(Date),
      }),
    );
    expect(await db().select().from(identityChecks).where(eq(identityChecks.learnerId, learnerId))).toEqual([]);
    expect(await db().select().from(firstAidEvidence).where(eq(firstAidEvidence.learnerId, learnerId))).toEqual([]);
    expect(await db().select().from(achievements).where(eq(achievements.learnerId, learnerId))).toEqual([]);
    expect(await db().select().from(staffNotes)).toEqual([]);
    const [entry] = await db().select().from(waitlistEntries);
    expect(entry).toEqual(expect.objectContaining({ fullName: "Erased", status: "removed" }));
    const [message] = await db().select().from(emailOutbox);
    expect(message).toEqual(expect.objectContaining({ status: "skipped", text: "", subject: "Booking confirmed" }));

    // Her link shows 'not found'; the staff pages and the report still answer, showing 'Erased'.
    expect((await site.app.fetch(`/api/bookings/by-token/${booking.accessToken}`)).status).toBe(404);
    const staffView = await site.admin.send("GET", `/bookings/${booking.id}`);
    expect(staffView.status).toBe(200);
    expect(await staffView.text()).toContain("Erased");
    for (const path of [
      `/dates/date/${date.id}/learners.csv`,
      `/dates/date/${date.id}/register.pdf`,
      "/reports/money.csv?table=entries",
      "/bookings.csv",
      "/audit.csv",
      `/people/${personId}/subject-access.json`,
    ]) {
      expect((await site.admin.send("GET", path)).status, path).toBe(200);
    }

    // Her page says she was erased and keeps the figures; no search finds her.
    const page = await site.admin.get<PersonPage>(`/people/${personId}`);
    expect(page).toEqual(expect.objectContaining({ erased: true, names: [], phones: [] }));
    expect(page.bookings).toEqual([expect.objectContaining({ reference: "TV-PRSH2345", amountPaid: 15_000 })]);
    for (const q of ["Priya", "priya.shah@example.com", "07700900555"]) {
      const found = await site.admin.get<SearchResults>(`/search?q=${encodeURIComponent(q)}`);
      expect([...found.bookings, ...found.waitlist, ...found.enquiries, ...found.offlinePlaces], q).toEqual([]);
    }

    // The log keeps the action, who and why; someone else's booking is untouched.
    const [logged] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, personId), eq(auditLog.action, "person.erase")));
    expect(logged).toEqual(
      expect.objectContaining({
        actor: expect.stringMatching(/^admin/),
        summary: "Erased this person's personal details: She asked by e-mail on 28 November",
      }),
    );
    const [untouched] = await db().select().from(bookings).where(eq(bookings.id, other.id));
    expect(untouched!.userDetails.fullName).toBe("Sam Taylor");
    expect((await site.app.fetch(`/api/bookings/by-token/${other.accessToken}`)).status).toBe(200);

    // Once is enough: a second erasure says so.
    const again = await erase(personId);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual(expect.objectContaining({ message: "This person has already been erased." }));
  });

  it("keeps their invoice and receipt as issued (tax records, UK GDPR art. 17(3)(b)) until the booking's 6 years are over", async () => {
    const { booking, personId } = await finishedPriyaScene(db());
    const [paid] = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, booking.id), eq(payments.kind, "full")));
    const academy = siteAt("https://academy.example");
    await db().transaction(async (tx) => {
      await issueInvoice(tx, booking.id, { site: academy, issuedOn: "2025-02-01" });
      expect(await issueReceipt(tx, paid!.id, academy)).toBeDefined();
    });
    const issued = await db().select().from(documents).orderBy(documents.displayNumber);
    expect(issued.map((document) => (document.snapshot.customer as { name: string }).name)).toEqual([
      "Priya Shah",
      "Priya Shah",
    ]);

    expect((await erase(personId)).status).toBe(200);
    expect(await db().select().from(documents).orderBy(documents.displayNumber)).toEqual(issued);

    // Until the booking's own 6 years are over (her course ended on 5 March 2025): then the retention sweep blanks
    // her in them as it does a lapsed person (decision 027), though it never meets her again as a person.
    await runRetentionAt(db(), "2031-03-05", "03:30");
    expect(await db().select().from(documents).orderBy(documents.displayNumber)).toEqual(issued);
    await runRetentionAt(db(), "2031-03-06", "03:30");
    expect(await db().select().from(documents).orderBy(documents.displayNumber)).toEqual(
      issued.map((document) => ({
        ...document,
        snapshot: {
          ...document.snapshot,
          customer: { name: "Erased", address: [], attention: null, vatNumber: null, purchaseOrder: null },
        },
      })),
    );
  });

  it.each([
    ["a course still to come", { status: "confirmed" }, 30, /: Booking TV-NEWB2345's course has not finished/],
    ["a seat held, waiting for payment", { status: "pending" }, 30, /: Booking TV-NEWB2345 is waiting for payment\. /],
    [
      "a balance still owed after the course",
      { status: "confirmed", paymentType: "deposit", paymentAmount: 5_000, paid: 5_000 },
      -30,
      /: Booking TV-NEWB2345 still owes £150\. /,
    ],
    [
      "a refund still to pay back",
      { status: "cancelled", needsRefund: true },
      -30,
      /: Booking TV-NEWB2345 has a refund still to pay back\. /,
    ],
  ] as const)("is refused (409, saying why) with %s, and changes nothing", async (_case, booking, days, why) => {
    const { course, personId } = await finishedPriyaScene(db());
    const date = await insertAvailableDate(db(), { courseId: course.id, date: addDays(londonToday(), days) });
    await insertBooking(db(), {
      reference: "TV-NEWB2345",
      courseId: course.id,
      availableDateId: date.id,
      ...booking,
      userDetails: PRIYA,
    });
    const before = await everything(SLIDING);
    const response = await erase(personId);
    expect(response.status).toBe(409);
    const { message } = (await response.json()) as { message: string };
    expect(message).toMatch(/^This person cannot be erased yet: /);
    expect(message).toMatch(why);
    expect(await everything(SLIDING)).toBe(before);
  });

  it("erases once when asked twice at the same moment: the second waits, then hears it is done", async () => {
    const { personId } = await finishedPriyaScene(db());
    const answers = await Promise.all([erase(personId), erase(personId)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const logged = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, personId), eq(auditLog.action, "person.erase")));
    expect(logged).toHaveLength(1);
  });

  it("refuses bad input with 400, an unknown person with 404, and anyone not signed in", async () => {
    const { personId } = await finishedPriyaScene(db());
    for (const body of [
      {},
      { reason: "   " },
      { reason: "x".repeat(501) },
      { reason: "ok", extra: 1 },
      { reason: 5 },
    ]) {
      expect((await erase(personId, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await erase("5d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11")).status).toBe(404);
    expect((await erase("nobody")).status).toBe(404);
    const anonymous = await site.app.fetch(`/api/admin/people/${personId}/erase`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ reason: "x" }),
    });
    expect([401, 403]).toContain(anonymous.status);
    const [person] = await db().select().from(people).where(eq(people.id, personId));
    expect(person!.email).toBe("priya.shah@example.com");
  });
});
