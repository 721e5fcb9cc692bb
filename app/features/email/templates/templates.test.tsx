import { describe, expect, it } from "vitest";
import { balanceReminderEmail } from "./balance-reminder-email";
import { bookingConfirmedEmail } from "./booking-confirmed-email";
import { bookingLinkEmail } from "./booking-link-email";
import { cancellationEmail } from "./cancellation-email";
import { dateChangedEmail } from "./date-changed-email";
import { joiningInstructionsEmail } from "./joining-instructions-email";
import type { RenderedEmail } from "./message-data";
import { makeMessageBooking, testSite } from "./message-test-kit";
import { receiptEmail } from "./receipt-email";
import { seeYouTomorrowEmail } from "./see-you-tomorrow-email";

const site = testSite;
const booking = makeMessageBooking({
  fullName: "<b>Zoë</b> Brontë",
  venueDirections: "Parking behind the building.",
  whatToBring: ["Proof of your right to work in the UK", "A pen and a packed lunch"],
  amountPaid: 10_000,
  amountOwed: 14_900,
  balanceDueDate: "2027-02-26",
});

const receipt = {
  kind: "balance",
  amount: 14_900,
  method: "Card",
  paidAt: new Date("2027-02-20T10:00:00Z"),
  reference: "pi_1",
  receiptNumber: 123,
  receivedOn: null,
};
const cases: [string, () => Promise<RenderedEmail>, string, string[]][] = [
  [
    "confirmation",
    () => bookingConfirmedEmail(booking, site, { joiningInstructionsSoon: false }),
    "Booking confirmed: SIA Door Supervisor, 5 to 6 March 2027 (TV-AB3CD4EF)",
    [
      "Amount paid: £100",
      "Balance due: £149 by 26 February 2027",
      "Joining instructions will follow closer to the start date.",
      "A pen and a packed lunch",
    ],
  ],
  [
    "first reminder",
    () => balanceReminderEmail(booking, site, { stage: "first" }),
    "Balance reminder: £149 due by 26 February 2027 (TV-AB3CD4EF)",
    ["Pay your balance", "5 March 2027"],
  ],
  [
    "last reminder",
    () => balanceReminderEmail(booking, site, { stage: "last" }),
    "Balance reminder: £149 due by 26 February 2027 (TV-AB3CD4EF)",
    ["due in two days"],
  ],
  [
    "due today",
    () => balanceReminderEmail(booking, site, { stage: "due-today" }),
    "Your balance of £149 is due today (TV-AB3CD4EF)",
    ["due today, 26 February 2027"],
  ],
  [
    "overdue",
    () => balanceReminderEmail(booking, site, { stage: "overdue" }),
    "Your balance of £149 is overdue (TV-AB3CD4EF)",
    ["call us on 0118 000 0000"],
  ],
  [
    "joining instructions",
    () => joiningInstructionsEmail(booking, site),
    "Joining instructions: SIA Door Supervisor, 5 to 6 March 2027 (TV-AB3CD4EF)",
    [
      "Unit 4, Station Road, Reading",
      "Parking behind the building.",
      "Friday 5 March 2027, 08:30 to 16:30",
      "Saturday 6 March 2027, 08:30 to 16:30",
      "Please arrive 15 minutes before the start",
      "Proof of your right to work in the UK",
      "£149 is still to pay",
    ],
  ],
  [
    "see you tomorrow",
    () => seeYouTomorrowEmail(booking, site),
    "See you tomorrow: SIA Door Supervisor (TV-AB3CD4EF)",
    ["starts tomorrow at 08:30 at Unit 4, Station Road, Reading"],
  ],
  [
    "receipt",
    () => receiptEmail({ ...booking, amountPaid: 24_900, amountOwed: 0 }, site, receipt),
    "Receipt for your payment of £149 (TV-AB3CD4EF)",
    [
      "Receipt number: R-000123",
      "Date paid: 20 February 2027",
      "Method: Card",
      "Payment reference: pi_1",
      "Still to pay: Paid in full",
    ],
  ],
  [
    "cancellation",
    () => cancellationEmail(booking, site, { amount: 0, reason: "Less than 14 days before the start", byHand: 0 }),
    "Booking cancelled: SIA Door Supervisor (TV-AB3CD4EF)",
    ["Your booking TV-AB3CD4EF for SIA Door Supervisor, 5 to 6 March 2027, is cancelled, as you asked."],
  ],
  [
    "booking link",
    () => bookingLinkEmail(booking, site),
    "Your booking TV-AB3CD4EF",
    ["If you did not ask for this, you can ignore this e-mail."],
  ],
];

describe.each(cases)("the %s e-mail", (_, make, subject, facts) => {
  it("has its subject, the facts in plain text, the link, and escapes the customer's name", async () => {
    const email = await make();
    expect(email.subject).toBe(subject);
    for (const fact of facts) expect(email.text).toContain(fact);
    expect(email.text).toContain(booking.bookingUrl);
    // Markup never leaks into the plain text (the customer's own name is text, shown as typed).
    expect(email.text.replaceAll(booking.fullName, "")).not.toMatch(/<\/?[a-z][^>]*>/i);
    expect(email.html).toContain('lang="en-GB"');
    expect(email.html).toContain('name="viewport"');
    expect(email.html).toContain(`href="${booking.bookingUrl}"`);
    expect(email.html).toContain("&lt;b&gt;Zoë&lt;/b&gt;");
    expect(email.html).not.toContain("<b>Zoë</b>");
    expect(email.html).toContain(site.phone);
  });
});

describe("the confirmation", () => {
  it("names the course's dates as every page does: one day, or the first to the last (issue 21, M1)", async () => {
    const oneDay = makeMessageBooking({ days: [{ date: "2027-03-05", start: "09:00", finish: "17:00" }] });
    const cases = [
      [oneDay, "Booking confirmed: SIA Door Supervisor, 5 March 2027 (TV-AB3CD4EF)"],
      [booking, "Booking confirmed: SIA Door Supervisor, 5 to 6 March 2027 (TV-AB3CD4EF)"],
    ] as const;
    for (const [which, subject] of cases) {
      expect((await bookingConfirmedEmail(which, site, { joiningInstructionsSoon: false })).subject).toBe(subject);
    }
  });

  it("says the joining instructions are on their way to a booking made within the week", async () => {
    const email = await bookingConfirmedEmail(booking, site, { joiningInstructionsSoon: true });
    expect(email.text).toContain("Your joining instructions are on their way in a separate e-mail.");
    expect(email.text).not.toContain("closer to the start date");
  });

  it("says so when nothing is owed", async () => {
    const email = await bookingConfirmedEmail({ ...booking, amountPaid: 24_900, amountOwed: 0 }, site, {
      joiningInstructionsSoon: false,
    });
    expect(email.text).toContain("Balance due: Paid in full");
  });

  it("shows the balance due as a field like the others: the same element, style and bold label (issue 21, L12)", async () => {
    const email = await bookingConfirmedEmail(booking, site, { joiningInstructionsSoon: false });
    const html = email.html.replaceAll("<!-- -->", "");
    const fieldOf = (label: string) => {
      const match = new RegExp(`<p([^>]*)><strong>${label}:</strong> ([^<]*)</p>`).exec(html);
      expect(match, label).not.toBeNull();
      return { attributes: match![1], value: match![2] };
    };
    const balance = fieldOf("Balance due");
    expect(balance.value).toBe("£149 by 26 February 2027");
    for (const label of ["Booking reference", "Course", "Dates", "Amount paid"]) {
      expect(fieldOf(label).attributes).toBe(balance.attributes);
    }
  });

  it("calls a free retake free, with no amount paid or balance", async () => {
    const free = { ...booking, totalPrice: 0, amountPaid: 0, amountOwed: 0, balanceDueDate: null };
    const email = await bookingConfirmedEmail(free, site, { joiningInstructionsSoon: false });
    expect(email.text).toMatch(/Price\W+Free/);
    expect(email.text).not.toMatch(/Amount paid|Balance due|£0/);
    expect(email.html).not.toMatch(/Amount paid|Balance due|£0/);
  });
});

describe("the date-change e-mail (issue 21, L3)", () => {
  it("says what the dates were and what they are now, each span on its own line", async () => {
    const days = ["2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02"];
    const moved = { ...booking, days: days.map((date) => ({ date, start: "09:00", finish: "17:00" })) };
    const email = await dateChangedEmail(moved, site, {
      previousDays: ["2026-12-14", "2026-12-15", "2026-12-16", "2026-12-17", "2026-12-18", "2026-12-19"],
      moneySummary: "No change to the price",
      refund: 0,
      refundByHand: 0,
    });
    expect(email.text).toContain("Your course has moved");
    expect(email.text).toContain("Was: 14 to 19 December 2026");
    expect(email.text).toContain("Now: 28 December 2026 to 2 January 2027");
    expect(email.text).not.toMatch(/December 2026 to 28 December/);
    expect(email.text).toContain("Balance due: £149 by 26 February 2027");
  });
});
