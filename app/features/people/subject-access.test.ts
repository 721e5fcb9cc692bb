// A subject access request (issue 23, "Privacy"): staff download everything held about one person by their address
// (bookings with the details they gave, payments, learner records with register marks, identity document types, first
// aid evidence and achievements, waiting list, e-mails, enquiries, staff notes); no secret leaves; the log says who
// took it. Before, staff had to gather it from five pages by hand.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { achievements, auditLog, bookingLinks, emailOutbox, payments, staffNotes } from "#db/schema";
import { setUpTestApp } from "#test/support/app-fixture";
import { priyaLearnerRecord, priyaShahScene } from "#test/support/people-scene";
import type { SubjectAccessExport } from "./subject-access.server";

const site = setUpTestApp({ admin: true });

/** Priya of the people pages' tests, with a learner's records, a staff note and the secrets that must not leave. */
async function priyaWithRecords() {
  const db = site.app.ctx.db;
  const { booking } = await priyaShahScene(db);
  const learnerId = await priyaLearnerRecord(db, booking, "2030-03-04");
  await db.insert(achievements).values({ learnerId, kind: "sia-licence", achievedOn: "2030-03-04" });
  await db
    .update(emailOutbox)
    .set({ text: "Your booking page: https://academy.example/my-booking/secret-link-token" })
    .where(eq(emailOutbox.bookingId, booking.id));
  await db
    .insert(staffNotes)
    .values({ bookingId: booking.id, body: "Asked for a ground-floor room", author: "office" });
  await db.insert(bookingLinks).values({ bookingId: booking.id, tokenHash: "hash-of-the-booking-link" });
  await db.update(payments).set({ providerRef: "pi_secret_provider_ref" }).where(eq(payments.bookingId, booking.id));
  const { id } = await site.admin.get<{ id: string }>(`/bookings/${booking.id}/person`);
  return { personId: id, booking };
}

describe("a subject access request", () => {
  it("downloads everything held about the person as a JSON file, and logs who took it", async () => {
    const { personId } = await priyaWithRecords();
    const response = await site.admin.send("GET", `/people/${personId}/subject-access.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="?subject-access-\d{4}-\d{2}-\d{2}\.json"?$/,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const file = (await response.json()) as SubjectAccessExport;

    expect(file.email).toBe("priya.shah@example.com");
    expect(file.bookings).toEqual([
      expect.objectContaining({
        reference: "TV-PRSH2345",
        course: "SIA Door Supervisor",
        detailsYouGave: expect.objectContaining({
          address: "2 Mill Road",
          postcode: "RG1 1AA",
        }),
      }),
    ]);
    expect(file.payments).toEqual([expect.objectContaining({ booking: "TV-PRSH2345", amountPence: 20_000 })]);
    expect(file.learnerRecords).toEqual([
      expect.objectContaining({
        booking: "TV-PRSH2345",
        fullName: "Priya Shah",
        dateOfBirth: "1990-05-17",
        register: [{ day: "2030-03-04", status: "late", minutesMissed: 15, note: null }],
        identityDocumentTypesSeen: [
          expect.objectContaining({ groupA: ["passport"], groupB: ["utility-bill", "bank-statement"] }),
        ],
        firstAidEvidence: [expect.objectContaining({ status: "verified", qualification: "efaw" })],
        achievements: [{ kind: "sia-licence", achievedOn: "2030-03-04", expiresOn: null }],
      }),
    ]);
    expect(file.enquiries).toEqual([expect.objectContaining({ message: "Do you run weekend courses?" })]);
    expect(file.emailsSent).toEqual([expect.objectContaining({ subject: "Booking confirmed" })]);
    expect(file.staffNotes).toEqual([expect.objectContaining({ note: "Asked for a ground-floor room", by: "office" })]);

    // No secret leaves: not the booking's link (nor its hash), an e-mail's body with the link, a provider's id.
    const text = JSON.stringify(file);
    for (const secret of ["secret-link-token", "hash-of-the-booking-link", "pi_secret_provider_ref"]) {
      expect(text).not.toContain(secret);
    }

    const logged = await site.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, personId), eq(auditLog.action, "person.subject-access")));
    expect(logged).toEqual([
      expect.objectContaining({ recordType: "person", summary: expect.stringContaining("priya.shah@example.com") }),
    ]);
  });

  it("answers 404 for nobody and for a malformed id, and nothing to someone not signed in", async () => {
    expect(
      (await site.admin.send("GET", "/people/5d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11/subject-access.json")).status,
    ).toBe(404);
    expect((await site.admin.send("GET", "/people/nobody/subject-access.json")).status).toBe(404);
    const { personId } = await priyaWithRecords();
    const anonymous = await site.app.fetch(`/api/admin/people/${personId}/subject-access.json`);
    expect(anonymous.status).toBe(401);
  });
});
