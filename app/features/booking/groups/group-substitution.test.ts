// Substitution (issue 24): an approved business replaces a learner up to 7 days before the first day. The old row is
// marked replaced_by the new one (same seat and price), the register and the awarding body's CSV list the new learner
// only, the new learner gets the joining instructions with their own page's link, the old one a note that their place
// has passed on and their link stops working. Refused with a clear 409 later, or for a booking on no approved account.
// PGlite and PostgreSQL.
import { eq, like, or } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox } from "#db/schema";
import { learnersOfDate } from "#app/features/learners/learner-records.server";
import { setUpTestApp } from "#test/support/app-fixture";
import { postJson } from "#test/support/test-app";
import { bookingEmailHooks } from "../life-cycle/booking-messages.server";
import { queueScheduledMessage } from "../life-cycle/booking-sweeps.server";
import { bookingNow, GROUP_SEAT, groupScene, learnersNow } from "./group-changes-test-kit";
import { LEARNER_TOKEN_PLACEHOLDER } from "./learner-messages.server";
import type { StaffGroupView } from "./group-changes-schema";

const site = setUpTestApp({ admin: true });
const db = () => site.app.ctx.db;
const scene = (options: Parameters<typeof groupScene>[2] = {}) =>
  groupScene(db(), site.app.ctx.site, { organisation: "approved", ...options });
const priya = { fullName: "Priya Shah", email: "priya.shah@example.com" };
const substitute = (token: string, position: number, body: unknown = priya) =>
  postJson(site.app, `/api/bookings/by-token/${token}/learners/${position}/substitute`, body);

describe("an approved business substitutes a learner", () => {
  it("puts the new learner in the seat, tells both, and the register and CSV list the new one only", async () => {
    const { booking, date, links } = await scene({ daysAway: 10 });
    const response = await substitute(booking.accessToken, 3);
    expect(response.status).toBe(200);

    const rows = await learnersNow(db(), booking.id);
    const old = rows.find((row) => row.fullName === "Learner 3")!;
    const added = rows.find((row) => row.fullName === "Priya Shah")!;
    expect(old.replacedBy).toBe(added.id);
    expect(added).toMatchObject({ position: 3, price: GROUP_SEAT, releasedAt: null, replacedBy: null });
    // The seat and the money are unchanged.
    expect(await bookingNow(db(), booking.id)).toMatchObject({ seats: 5, totalPrice: GROUP_SEAT * 5 });

    const onRegister = (await learnersOfDate(db(), { kind: "available-date", id: date.id })).map((row) => row.fullName);
    expect(onRegister).toContain("Priya Shah");
    expect(onRegister).not.toContain("Learner 3");
    const csv = await (await site.admin.send("GET", `/dates/date/${date.id}/learners.csv`)).text();
    expect(csv).toMatch(/Priya Shah/);
    expect(csv).not.toMatch(/Learner 3/);

    const mail = await db()
      .select()
      .from(emailOutbox)
      .where(or(like(emailOutbox.kind, `learner:${added.id}:%`), like(emailOutbox.kind, "learner-replaced:%")));
    const joining = mail.find((row) => row.kind === `learner:${added.id}:joining-instructions:${date.date}`);
    expect(joining).toMatchObject({ toAddress: "priya.shah@example.com" });
    expect(joining!.text).toContain(LEARNER_TOKEN_PLACEHOLDER);
    const note = mail.find((row) => row.kind === `learner-replaced:${old.id}`);
    expect(note).toMatchObject({
      toAddress: "learner3@example.com",
      subject: expect.stringMatching(/^Your place on SIA Door Supervisor has passed to someone else/),
    });
    expect(note!.text).toMatch(/Acme Door Services Ltd has passed your place/);

    // Both are still true when the outbox sends them: the new learner's link is minted and opens their page.
    const hooks = bookingEmailHooks(db());
    const prepared = await hooks.prepare(joining!);
    const token = /\/my-booking\/learner\/([A-Za-z0-9_-]{43})/.exec(prepared!.text)?.[1];
    expect(token).toBeDefined();
    const page = await site.app.fetch(`/api/learners/by-token/${token}`);
    expect(page.status).toBe(200);
    expect(await page.json()).toMatchObject({ learner: { fullName: "Priya Shah" } });
    expect(await hooks.prepare(note!)).not.toBeNull();
    // The old learner's page no longer opens.
    expect((await site.app.fetch(`/api/learners/by-token/${links.get(3)}`)).status).toBe(404);
  });

  it("can be done by staff, who see who replaced whom", async () => {
    const { booking } = await scene({ daysAway: 10 });
    const view = await site.admin.post<StaffGroupView>(`/bookings/${booking.id}/learners/2/substitute`, priya);
    expect(view.substitutionRefusal).toBeNull();
    expect(view.learners.find((learner) => learner.fullName === "Learner 2")).toMatchObject({
      state: "replaced",
      replacedBy: "Priya Shah",
    });
    expect(view.learners.find((learner) => learner.fullName === "Priya Shah")).toMatchObject({
      position: 2,
      state: "seated",
    });
  });

  it.each([
    ["6 days before the start", { daysAway: 6 }, /up to 7 days before the course starts/],
    ["on a booking on no business account", { organisation: null, daysAway: 30 }, /approved business/],
    ["on an account not yet approved", { organisation: "applicant" as const, daysAway: 30 }, /approved business/],
  ])("is refused with 409 %s", async (_name, options, message) => {
    const { booking } = await scene(options);
    const response = await substitute(booking.accessToken, 2);
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toMatch(message);
    expect((await learnersNow(db(), booking.id)).map((row) => row.fullName)).not.toContain("Priya Shah");
  });

  it("is allowed 7 days before the start", async () => {
    const { booking } = await scene({ daysAway: 7 });
    expect((await substitute(booking.accessToken, 2)).status).toBe(200);
  });

  it("refuses someone already on the booking, and a seat with no learner", async () => {
    const { booking } = await scene({ daysAway: 30, seats: 3 });
    const twice = await substitute(booking.accessToken, 2, { fullName: "Learner 3", email: "learner3@example.com" });
    expect(twice.status).toBe(409);
    expect((await substitute(booking.accessToken, 9)).status).toBe(409);
    expect((await substitute(booking.accessToken, 2, { fullName: "P", email: "not-an-address" })).status).toBe(400);
  });

  it("the seat's new learner can be substituted again, and released", async () => {
    const { booking } = await scene({ daysAway: 30 });
    expect((await substitute(booking.accessToken, 2)).status).toBe(200);
    const again = await substitute(booking.accessToken, 2, { fullName: "Omar Ali", email: "omar.ali@example.com" });
    expect(again.status).toBe(200);
    const release = await postJson(site.app, `/api/bookings/by-token/${booking.accessToken}/learners/release`, {
      positions: [2],
    });
    expect(release.status).toBe(200);
    const rows = await learnersNow(db(), booking.id);
    expect(rows.filter((row) => row.position === 2).map((row) => row.fullName)).toEqual([
      "Learner 2",
      "Priya Shah",
      "Omar Ali",
    ]);
    expect(rows.find((row) => row.fullName === "Omar Ali")!.releasedAt).not.toBeNull();
    expect((await bookingNow(db(), booking.id)).seats).toBe(4);
    const released = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, "omar.ali@example.com"));
    expect(released.map((row) => row.kind)).toContain(
      `learner-released:${rows.find((row) => row.fullName === "Omar Ali")!.id}`,
    );
  });

  it("a booking of one seat substituted: the day-before e-mail goes to the new learner, not the payer", async () => {
    const { booking } = await scene({ daysAway: 10, seats: 1 });
    expect((await substitute(booking.accessToken, 1)).status).toBe(200);
    const [added] = (await learnersNow(db(), booking.id)).filter((row) => row.replacedBy === null);
    await queueScheduledMessage(db(), booking.id, "see-you-tomorrow", site.app.ctx.site);
    const told = await db().select().from(emailOutbox).where(like(emailOutbox.kind, `%see-you-tomorrow%`));
    expect(told.map((row) => [row.kind.split(":").slice(0, 2).join(":"), row.toAddress])).toEqual([
      [`learner:${added!.id}`, "priya.shah@example.com"],
    ]);
  });
});
