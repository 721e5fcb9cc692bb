// A group's payer is told the truth about joining instructions (issue 24): a payer who is not one of the learners
// gets none (payerAttends), so their confirmation says each learner gets their own, never "Your joining
// instructions are on their way". Booked by staff and left owing, so the confirmation is queued at once.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox } from "#db/schema";
import { setUpTestApp } from "#test/support/app-fixture";
import { customer } from "#test/support/booking-fixtures";
import { insertAvailableDate, insertCourse } from "#test/support/factories";
import { addDays, londonToday } from "#app/shared/dates";
import type { StaffBookingCreated } from "../staff/new-booking-schema";
import { staffBookingLeftOwing } from "../booking-test-kit";

const site = setUpTestApp({ admin: true });
const db = () => site.app.ctx.db;

const others = [
  { fullName: "Tom Reid", email: "tom.reid@example.com" },
  { fullName: "Ann Lee", email: "ann.lee@example.com" },
];

async function groupBookedFor(learners: { fullName: string; email: string }[], daysAway: number) {
  const course = await insertCourse(db(), { price: 24_900 });
  const date = await insertAvailableDate(db(), { courseId: course.id, date: addDays(londonToday(), daysAway) });
  const response = await staffBookingLeftOwing(site.admin, {
    courseId: course.id,
    availableDateId: date.id,
    dueDate: londonToday(),
    learners,
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as StaffBookingCreated;
  const outbox = await db().select().from(emailOutbox).where(eq(emailOutbox.bookingId, id));
  const [confirmation] = await db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.bookingId, id), eq(emailOutbox.kind, "booking-confirmation")));
  return { outbox, confirmation: confirmation!.text };
}

describe("a group's confirmation to its payer", () => {
  it.each([
    [
      "not a learner, within the week",
      others,
      3,
      "Each learner's joining instructions are on their way to them in a separate e-mail.",
    ],
    [
      "not a learner, weeks away",
      others,
      30,
      "Each learner will get their own joining instructions closer to the start date.",
    ],
    [
      "learner 1, within the week",
      [{ fullName: customer.fullName, email: customer.email }, ...others],
      3,
      "Your joining instructions are on their way in a separate e-mail.",
    ],
  ])("when the payer is %s, says: %s", async (_, learners, daysAway, sentence) => {
    const { confirmation } = await groupBookedFor(learners, daysAway);
    expect(confirmation).toContain(sentence);
  });

  it("never tells a payer who is not a learner that their joining instructions are coming, and sends them none", async () => {
    const { outbox, confirmation } = await groupBookedFor(others, 3);
    expect(confirmation).not.toMatch(/Your joining instructions|Please bring on the first day/);
    expect(confirmation).toContain("Each learner should bring on the first day");
    const toPayer = outbox.filter((row) => row.toAddress === customer.email).map((row) => row.kind);
    expect(toPayer).toEqual(["booking-confirmation"]);
    const toLearners = outbox.filter((row) => row.kind.startsWith("learner:")).map((row) => row.toAddress);
    expect(toLearners.sort()).toEqual(others.map((learner) => learner.email).sort());
  });
});
