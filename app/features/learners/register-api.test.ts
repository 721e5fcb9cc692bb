// The staff register of a course date through its API (issue 23): the learners of its seats with their marks per
// day ('mark all present', then the exceptions, which a second 'mark all' leaves alone), and every change in the staff
// audit log. Identity checks, first aid evidence, 'cannot sit the assessment' and the lock: register-checks-api.test.ts.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { attendance, learners } from "#db/schema";
import { addDays, formatDate, londonToday } from "#app/shared/dates";
import { setUpTestApp } from "#test/support/app-fixture";
import { answerOf } from "#test/support/answer";
import { fieldErrorsOf, insertAvailableDate, insertBooking } from "#test/support/factories";
import { addLearnerForBooking } from "./learner-records.server";
import { auditEntriesOf, marksBy, registerScene } from "./register-api-scene";

const site = setUpTestApp({ admin: true });
const today = londonToday();
const scene = (options?: Parameters<typeof registerScene>[1]) => registerScene(site, options);
const auditEntries = (action: string) => auditEntriesOf(site.app.ctx.db, action);

describe("the register of a course date", () => {
  it("lists the date's seats by name, with the booking's reference, its days, and nothing marked yet", async () => {
    const { register, days, alex, sam } = await scene();
    const view = await register();
    expect(view).toMatchObject({
      courseTitle: "SIA Door Supervisor",
      days,
      needsFirstAid: false,
      locked: false,
      lockedFrom: addDays(days[1]!, 8),
    });
    expect(
      view.learners.map(({ name, reference, marks, identity, firstAid, blockers }) => ({
        name,
        reference,
        marks,
        identity,
        firstAid,
        blockers,
      })),
    ).toEqual([
      {
        name: "Alex Reid",
        reference: alex.reference,
        marks: {},
        identity: null,
        firstAid: null,
        blockers: ["Identity not checked"],
      },
      {
        name: "Olu Offline",
        reference: null,
        marks: {},
        identity: null,
        firstAid: null,
        blockers: ["Identity not checked"],
      },
      {
        name: "Sam Carter",
        reference: sam.reference,
        marks: {},
        identity: null,
        firstAid: null,
        blockers: ["Identity not checked"],
      },
    ]);
  });

  it("marks everyone present, keeps an exception when 'mark all present' is pressed again, and logs each change", async () => {
    const { register, days, ids, base, learnerPath, date } = await scene();
    expect(await site.admin.post(`${base}/all-present`, { day: days[0] })).toEqual({ marked: 3 });

    const late = await site.admin.send("PUT", learnerPath(ids.sam, "mark"), {
      day: days[0],
      status: "late",
      minutesMissed: 20,
      note: "Train delayed",
    });
    expect(late.status).toBe(200);
    const absent = await site.admin.send("PUT", learnerPath(ids.olu, "mark"), { day: days[1], status: "absent" });
    expect(absent.status).toBe(200);

    expect(await site.admin.post(`${base}/all-present`, { day: days[0] })).toEqual({ marked: 0 });
    expect(await site.admin.post(`${base}/all-present`, { day: days[1] })).toEqual({ marked: 2 });

    const view = await register();
    expect(marksBy(view, days[0]!)).toEqual({ "Alex Reid": "present", "Olu Offline": "present", "Sam Carter": "late" });
    expect(marksBy(view, days[1]!)).toEqual({
      "Alex Reid": "present",
      "Olu Offline": "absent",
      "Sam Carter": "present",
    });
    const sam = view.learners.find((learner) => learner.id === ids.sam)!;
    expect(sam.marks[days[0]!]).toMatchObject({ status: "late", minutesMissed: 20, note: "Train delayed" });
    expect(sam.marks[days[0]!]!.recordedBy).toMatch(/^admin/);
    expect(Date.parse(sam.marks[days[0]!]!.recordedAt)).toBeGreaterThan(Date.now() - 60_000);

    const [marked] = await auditEntries("register.mark").then((rows) => rows.filter((row) => row.recordId === ids.sam));
    expect(marked).toMatchObject({
      recordType: "learner",
      actor: sam.marks[days[0]!]!.recordedBy,
      summary: `Marked Sam Carter late (20 minutes missed) on ${formatDate(days[0]!)}`,
      before: { day: days[0], status: "present", minutesMissed: null, note: null },
      after: { day: days[0], status: "late", minutesMissed: 20, note: "Train delayed" },
    });
    const allPresent = await auditEntries("register.all-present");
    expect(allPresent.map((row) => [row.recordType, row.recordId, row.after])).toEqual([
      ["available-date", date.id, { day: days[1], marked: 2 }],
      ["available-date", date.id, { day: days[0], marked: 0 }],
      ["available-date", date.id, { day: days[0], marked: 3 }],
    ]);
  });

  it.each([
    ["late without minutes", { status: "late" }, { minutesMissed: ["Say how many minutes were missed."] }],
    [
      "minutes on a present mark",
      { status: "present", minutesMissed: 5 },
      { minutesMissed: ["Minutes missed go with 'late' or 'left early' only."] },
    ],
    ["an unknown status", { status: "sick" }, { status: ["Choose present, absent, late or left early"] }],
    [
      "a note of 501 characters",
      { status: "absent", note: "x".repeat(501) },
      { note: ["Must be 500 characters or fewer"] },
    ],
  ])("refuses a mark with %s (400, with the message)", async (_case, mark, errors) => {
    const { days, ids, learnerPath } = await scene();
    const answer = await site.admin.send("PUT", learnerPath(ids.alex, "mark"), { day: days[0], ...mark });
    expect(await fieldErrorsOf(answer)).toEqual(errors);
    expect(await site.app.ctx.db.$count(attendance)).toBe(0);
  });

  it("refuses a day the course does not meet, and a learner not in one of the date's seats", async () => {
    const { days, ids, learnerPath, base, course } = await scene();
    const otherDay = await site.admin.send("PUT", learnerPath(ids.alex, "mark"), {
      day: addDays(days[1]!, 1),
      status: "absent",
    });
    expect(await answerOf(otherDay)).toEqual({
      status: 400,
      body: { message: "This is not a day of the course.", fieldErrors: { day: ["Choose a course day"] } },
    });
    const db = site.app.ctx.db;
    const elsewhere = await insertAvailableDate(db, { courseId: course.id, date: addDays(today, 30) });
    const stranger = await insertBooking(db, {
      courseId: course.id,
      availableDateId: elsewhere.id,
      status: "confirmed",
    });
    await addLearnerForBooking(db, stranger);
    const [strangerLearner] = await db.select().from(learners).where(eq(learners.bookingId, stranger.id));
    const notHere = await site.admin.send("PUT", learnerPath(strangerLearner!.id, "mark"), {
      day: days[0],
      status: "absent",
    });
    expect(await answerOf(notHere)).toEqual({
      status: 409,
      body: { message: "This learner is not in a seat on this date: reload the register and try again." },
    });
    const noDate = await site.admin.send("GET", `${base.replace(/date\/[^/]+/, `date/${ids.alex}`)}`);
    expect(noDate.status).toBe(404);
  });
});
