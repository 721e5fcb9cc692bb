// Issue 21: one search by name, e-mail, phone or reference across bookings, waiting lists, enquiries and offline
// places; a person's page with everything by their address; internal notes kept from the customer.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, people } from "#db/schema";
import { setUpTestApp } from "#test/support/app-fixture";
import { priyaShahScene } from "#test/support/people-scene";
import type { PersonPage, SearchResults, StaffNoteView } from "./schema";

const site = setUpTestApp({ admin: true });

const scene = () => priyaShahScene(site.app.ctx.db);

const search = (q: string) => site.admin.get<SearchResults>(`/search?q=${encodeURIComponent(q)}`);

describe("one search", () => {
  it.each([
    ["a name, in any case and order of words", "shah PRIYA"],
    ["an e-mail address, in any case", "PRIYA.shah@example.COM"],
    ["a phone number, with or without spaces or +44", "+447700900555"],
    ["a phone number as staff read it out", "07700 900555"],
  ])("finds the person's booking, waiting-list entry and enquiry by %s", async (_how, typed) => {
    const { booking, lead } = await scene();
    const found = await search(typed);
    expect(found.bookings.map((hit) => hit.reference)).toEqual([booking.reference]);
    expect(found.waitlist).toHaveLength(1);
    expect(found.enquiries.map((hit) => hit.leadId)).toEqual([lead.id]);
    const personIds = new Set([...found.bookings, ...found.waitlist, ...found.enquiries].map((hit) => hit.personId));
    expect(personIds.size).toBe(1);
    expect([...personIds][0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("finds offline places by name and phone, linked to their date", async () => {
    const { date } = await scene();
    const found = await search("Priya");
    expect(found.offlinePlaces).toEqual([
      expect.objectContaining({ name: "Priya Shah (invoice)", personId: null, date: { kind: "date", id: date.id } }),
    ]);
    expect((await search("07700900555")).offlinePlaces).toHaveLength(1);
  });

  it("finds a booking by its reference, in lower case or by its first letters", async () => {
    const { booking } = await scene();
    expect((await search(booking.reference.toLowerCase())).bookings.map((hit) => hit.bookingId)).toEqual([booking.id]);
    expect((await search(booking.reference.slice(0, 8))).bookings.map((hit) => hit.bookingId)).toContain(booking.id);
  });

  it("makes one person per address, however often they are found", async () => {
    await scene();
    await search("Priya");
    await search("priya.shah@example.com");
    const rows = await site.app.ctx.db.select().from(people).where(eq(people.email, "priya.shah@example.com"));
    expect(rows).toHaveLength(1);
  });

  it("takes LIKE's wildcards literally and refuses a query too short or too long", async () => {
    await scene();
    expect((await search("%%")).bookings).toEqual([]);
    for (const q of ["", "a", "x".repeat(101)]) {
      const response = await site.admin.send("GET", `/search?q=${q}`);
      expect(response.status).toBe(400);
    }
    expect((await site.admin.send("GET", "/search")).status).toBe(400);
  });
});

describe("a person's page", () => {
  it("gathers their bookings, payments, waiting-list entries, messages and enquiries by address", async () => {
    const { booking, other, lead } = await scene();
    const [hit] = (await search("Priya Shah")).bookings;
    const page = await site.admin.get<PersonPage>(`/people/${hit!.personId}`);
    expect(page.email).toBe("priya.shah@example.com");
    expect(page.names).toEqual(["Priya Shah"]);
    expect(page.phones).toEqual(["07700 900 555", "+44 7700 900555"]);
    expect(page.bookings.map((row) => row.id)).toEqual([booking.id]);
    expect(page.bookings.map((row) => row.id)).not.toContain(other.id);
    expect(page.payments).toEqual([expect.objectContaining({ bookingReference: booking.reference, amount: 20_000 })]);
    expect(page.waitlist).toHaveLength(1);
    expect(page.messages).toEqual([
      expect.objectContaining({ subject: "Booking confirmed", bookingReference: booking.reference }),
    ]);
    expect(page.enquiries.map((row) => row.id)).toEqual([lead.id]);
  });

  it("is found from a booking, and answers 404 for nobody", async () => {
    const { booking } = await scene();
    const { id } = await site.admin.get<{ id: string }>(`/bookings/${booking.id}/person`);
    expect((await site.admin.get<PersonPage>(`/people/${id}`)).email).toBe("priya.shah@example.com");
    expect((await site.admin.send("GET", "/people/5d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11")).status).toBe(404);
    expect((await site.admin.send("GET", "/people/nobody")).status).toBe(404);
  });
});

describe("internal notes", () => {
  it("on a booking: kept with author and time, logged, and in nothing the customer can read", async () => {
    const { booking } = await scene();
    const body = "Called twice about parking; prefers e-mail.";
    const added = await site.admin.send("POST", `/bookings/${booking.id}/notes`, { body });
    expect(added.status).toBe(201);
    const notes = await site.admin.get<StaffNoteView[]>(`/bookings/${booking.id}/notes`);
    expect(notes).toEqual([expect.objectContaining({ body, author: expect.stringMatching(/^admin/) })]);
    // Logged once, by the route itself (the catch-all adds nothing).
    const logged = await site.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, "booking"), eq(auditLog.recordId, booking.id)));
    expect(logged).toEqual([expect.objectContaining({ action: "booking.note", after: { note: body } })]);
    // The customer's own page knows nothing of it.
    const page = await site.app.fetch(`/api/bookings/by-token/${booking.accessToken}`);
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain("parking");
    // Nor the staff booking's customer notes.
    const detail = await site.admin.get<{ notes: string | null }>(`/bookings/${booking.id}`);
    expect(detail.notes).toBeNull();
  });

  it("on a person, newest first; an empty or unknown subject is refused", async () => {
    await scene();
    const [hit] = (await search("Priya")).bookings;
    const path = `/people/${hit!.personId}/notes`;
    await site.admin.send("POST", path, { body: "First" });
    await site.admin.send("POST", path, { body: "Second\nline two" });
    expect((await site.admin.get<StaffNoteView[]>(path)).map((note) => note.body)).toEqual([
      "Second\nline two",
      "First",
    ]);
    expect((await site.admin.send("POST", path, { body: "   " })).status).toBe(400);
    expect((await site.admin.send("POST", path, { body: "x", extra: 1 })).status).toBe(400);
    const nobody = "/people/5d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11/notes";
    expect((await site.admin.send("POST", nobody, { body: "x" })).status).toBe(404);
  });
});
