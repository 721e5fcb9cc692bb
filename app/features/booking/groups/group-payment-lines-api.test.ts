// What /payment prints of a group comes from create-payment-intent's answer (issue 24): its learners at the seat's
// price, the group discount and the total, as the server priced them; a booking for one has no lines.
import { describe, expect, it } from "vitest";
import { getBookingSummary } from "#app/features/booking/booking-summary.server";
import { formatCourseDays } from "#app/shared/date-span";
import { addDays, londonToday } from "#app/shared/dates";
import { setUpTestApp } from "#test/support/app-fixture";
import { customer } from "#test/support/booking-fixtures";
import { insertAvailableDate, insertCourse } from "#test/support/factories";
import { postJson } from "#test/support/test-app";
import { groupAmountDueNow, groupPrice } from "./group-pricing";

const PERCENT = 10;
const PRICE = 24_900;
const site = setUpTestApp({ start: { env: { GROUP_DISCOUNT_PERCENT: String(PERCENT) } } });

type Intent = { amount: number; when: string; depositNote: string | null; lines?: { label: string; amount: number }[] };

async function intentFor(seats: number, paymentType: "deposit" | "full") {
  const course = await insertCourse(site.app.ctx.db, { price: PRICE });
  const date = await insertAvailableDate(site.app.ctx.db, {
    courseId: course.id,
    date: addDays(londonToday(), 30),
    maxSeats: 12,
  });
  const learners = Array.from({ length: seats }, (_, i) => ({
    fullName: `Learner ${i + 1}`,
    email: `l${i + 1}@example.com`,
  }));
  const booked = await postJson(site.app, "/api/bookings", {
    courseId: course.id,
    availableDateId: date.id,
    userDetails: { ...customer, email: `payer-${Math.random().toString(36).slice(2)}@example.com` },
    paymentType,
    paymentAmount: groupAmountDueNow(groupPrice(PRICE, seats, PERCENT), paymentType),
    ...(seats > 1 && { learners }),
  });
  expect(booked.status).toBe(201);
  const { id } = (await booked.json()) as { id: string };
  const answer = await postJson(site.app, "/api/create-payment-intent", { bookingId: id });
  expect(answer.status).toBe(200);
  const summary = (await getBookingSummary(site.app.ctx.db, { id }))!;
  return { intent: (await answer.json()) as Intent, days: summary.days };
}

describe("create-payment-intent's lines for a group", () => {
  it.each([
    {
      name: "five paying in full: learners, discount, total",
      seats: 5,
      type: "full" as const,
      amount: 112_050,
      note: null,
      lines: [
        { label: "5 learners at £249", amount: 124_500 },
        { label: "Group discount (10%)", amount: -12_450 },
        { label: "Total", amount: 112_050 },
      ],
    },
    {
      name: "three paying deposits: no discount line, £100 each now",
      seats: 3,
      type: "deposit" as const,
      amount: 30_000,
      note: "(£100 deposit per learner)",
      lines: [
        { label: "3 learners at £249", amount: 74_700 },
        { label: "Total", amount: 74_700 },
      ],
    },
    { name: "one learner: no lines", seats: 1, type: "full" as const, amount: PRICE, note: null, lines: undefined },
    {
      name: "one learner's deposit",
      seats: 1,
      type: "deposit" as const,
      amount: 10_000,
      note: "(£100 deposit)",
      lines: undefined,
    },
  ])("$name", async ({ seats, type, amount, note, lines }) => {
    const { intent, days } = await intentFor(seats, type);
    expect(intent.amount).toBe(amount);
    // The course's two days as every page says them ('3 to 4 December 2026'), and what a deposit is for.
    expect(days).toHaveLength(2);
    expect(intent.when).toBe(formatCourseDays(days));
    expect(intent.when).toContain(" to ");
    expect(intent.depositNote).toBe(note);
    expect(intent.lines?.map(({ label, amount: pence }) => ({ label, amount: pence }))).toEqual(lines);
  });
});
