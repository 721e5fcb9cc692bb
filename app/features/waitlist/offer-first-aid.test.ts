// Accepting a waiting-list offer on a course flagged 'Needs a first aid certificate' (issue 23): the offer e-mail sends
// them to their waiting-list page, which asks the booking dialog's question; 'Book your seat' (POST …/book) opens the
// held seat's page only with a declaration the server accepts, stored on the seat's learner with a timeline line.
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingEvents, bookingLinks, emailOutbox, learners } from "#db/schema";
import { setUpTestApp } from "#test/support/app-fixture";
import { postJson } from "#test/support/test-app";
import { addMonths, londonToday } from "#app/shared/dates";
import { badFirstAidAnswers, expectFirstAidRefusal } from "#test/support/first-aid-bad-answers";
import type { WaitlistView } from "./waitlist-view";
import { person, waitlistKit } from "./waitlist-test-kit";

const site = setUpTestApp();
const db = () => site.app.ctx.db;
const { fullDate, joinConfirmed, sweep, entries, cancel, hooks } = waitlistKit(site);

/** Ann waits on a full one-seat date of a course (`needsFirstAidCertificate` as given); the seat frees and is hers. */
async function offered(needsFirstAidCertificate = true) {
  const { date, holder } = await fullDate(40, { title: "SIA Door Supervisor", needsFirstAidCertificate });
  const token = await joinConfirmed(date.id, person("ann"));
  await cancel(holder.accessToken);
  await sweep();
  const [entry] = await entries(date.id);
  expect(entry!.status).toBe("offered");
  return { date, token, bookingId: entry!.bookingId! };
}

const accept = (token: string, body: Record<string, unknown> = {}) =>
  postJson(site.app, `/api/waiting-list/${token}/book`, body);
const view = async (token: string) =>
  (await (await site.app.fetch(`/api/waiting-list/${token}`)).json()) as WaitlistView;
const learnerOf = async (bookingId: string) =>
  (await db().select().from(learners).where(eq(learners.bookingId, bookingId)))[0]!;
const linksOf = (bookingId: string) => db().select().from(bookingLinks).where(eq(bookingLinks.bookingId, bookingId));
const declaredEvents = (bookingId: string) =>
  db()
    .select()
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, bookingId))
    .then((events) => events.filter((event) => event.kind === "first-aid-declared"));

describe("a waiting-list offer on a course that needs a first aid certificate", () => {
  it("e-mails a 'Book your seat' link to the waiting-list page, which asks for the declaration", async () => {
    const { date, token } = await offered();
    const [offer] = await db().select().from(emailOutbox).where(like(emailOutbox.kind, "waitlist-offer:%"));
    const sent = (await hooks().prepare(offer!))!;
    expect(sent.text).not.toContain("/my-booking/");
    const afterButton = sent.text.slice(sent.text.indexOf("Book your seat"));
    expect(/https?:\/\/\S+/.exec(afterButton)?.[0]).toMatch(/\/waiting-list\/[\w-]{20,}/);
    expect((await view(token)).offer).toMatchObject({
      firstAidFor: { date: date.date, kind: "available-date", id: date.id, price: 24_900 },
    });
  });

  it.each(badFirstAidAnswers())("refuses %s with 400, making no link to the held seat", async (...row) => {
    const { token, bookingId } = await offered();
    const [, firstAid] = row;
    await expectFirstAidRefusal(await accept(token, firstAid === undefined ? {} : { firstAid }), row);
    expect(await linksOf(bookingId)).toEqual([]);
    expect(await learnerOf(bookingId)).toMatchObject({ firstAidQualification: null });
  });

  it("opens the held seat's page once a declaration is accepted, kept on the learner with its timeline line", async () => {
    const { token, bookingId } = await offered();
    const issuedOn = addMonths(londonToday(), -6);
    const answer = await accept(token, {
      firstAid: { qualification: "efaw", issuedBy: "St John Ambulance", issuedOn },
    });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { bookingPath: string }).bookingPath).toMatch(/^\/my-booking\/[\w-]+$/);
    expect(await learnerOf(bookingId)).toMatchObject({
      fullName: "ann Waiting",
      firstAidQualification: "efaw",
      firstAidIssuedBy: "St John Ambulance",
      firstAidIssuedOn: issuedOn,
    });
    const [declared] = await declaredEvents(bookingId);
    expect(declared).toMatchObject({ actor: "customer" });
    expect(declared!.text).toMatch(
      /^First aid declared: Emergency First Aid at Work \(EFAW\) issued by St John Ambulance on .+: meets the rule/,
    );
    // The page asks no more; pressing 'Book your seat' again opens the page without a second answer.
    expect((await view(token)).offer?.firstAidFor).toBeNull();
    expect((await accept(token)).status).toBe(200);
    expect(await declaredEvents(bookingId)).toHaveLength(1);
  });

  it("takes 'None yet' with the acknowledgement", async () => {
    const { token, bookingId } = await offered();
    expect((await accept(token, { firstAid: { qualification: "none", acknowledged: true } })).status).toBe(200);
    expect(await learnerOf(bookingId)).toMatchObject({ firstAidQualification: "none", firstAidIssuedOn: null });
    expect((await declaredEvents(bookingId))[0]!.text).toContain("does not meet the rule");
  });
});

describe("a waiting-list offer on a course that does not need one", () => {
  it("links the held seat's page from the e-mail and opens it without a declaration", async () => {
    const { token, bookingId } = await offered(false);
    const [offer] = await db().select().from(emailOutbox).where(like(emailOutbox.kind, "waitlist-offer:%"));
    expect((await hooks().prepare(offer!))!.text).toContain("/my-booking/");
    expect((await view(token)).offer?.firstAidFor).toBeNull();
    expect((await accept(token)).status).toBe(200);
    expect(await declaredEvents(bookingId)).toEqual([]);
  });
});
