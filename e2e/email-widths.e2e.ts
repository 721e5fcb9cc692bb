// Every e-mail fits a phone (issue 21, L5): the waiting-list offer rendered 506 px wide on a 390 px screen, because its
// raw waiting-list link did not wrap. Each template's HTML, with real-length links and long words, is opened in
// Chromium at 390 px: the page must not scroll sideways, and no element may reach past the screen's edge.
import { describe, expect, it } from "vitest";
import { balanceReminderEmail } from "#app/features/email/templates/balance-reminder-email";
import { bookingConfirmedEmail } from "#app/features/email/templates/booking-confirmed-email";
import { bookingLinkEmail } from "#app/features/email/templates/booking-link-email";
import { cancellationEmail } from "#app/features/email/templates/cancellation-email";
import { cohortMessageEmail } from "#app/features/email/templates/cohort-message-email";
import { courseDatesChangedEmail } from "#app/features/email/templates/course-dates-changed-email";
import { dateCancelledEmail } from "#app/features/email/templates/date-cancelled-email";
import { dateChangedEmail } from "#app/features/email/templates/date-changed-email";
import { invoiceReminderEmail } from "#app/features/email/templates/invoice-reminder-email";
import { joiningInstructionsEmail } from "#app/features/email/templates/joining-instructions-email";
import type { MessageBooking, MessageSite, RenderedEmail } from "#app/features/email/templates/message-data";
import { moneyReturnedEmail } from "#app/features/email/templates/money-returned-email";
import { paymentLinkEmail } from "#app/features/email/templates/payment-link-email";
import { receiptEmail } from "#app/features/email/templates/receipt-email";
import { refundPaidEmail } from "#app/features/email/templates/refund-paid-email";
import { renewalReminderEmail } from "#app/features/email/templates/renewal-reminder-email";
import { resultEmail, type ResultKind } from "#app/features/email/templates/result-email";
import { seeYouTomorrowEmail } from "#app/features/email/templates/see-you-tomorrow-email";
import { staffDailyEmail } from "#app/features/email/templates/staff-daily-email";
import {
  waitlistClosedEmail,
  waitlistConfirmEmail,
  waitlistLapsedEmail,
  waitlistOfferEmail,
} from "#app/features/email/templates/waitlist-emails";
import { newPage, setupBrowser } from "./browser";

setupBrowser();

const PHONE = { width: 390, height: 844 };
// Links as long as the site sends them: its origin and a 43-character secret.
const ORIGIN = "https://www.thamesvalleysecuritytrainingacademy.co.uk";
const TOKEN = "k3J9xQ2mT7vR1pL8wN4cY6hB0sD5fG2aZ9eU3iO7uQ1";
const site: MessageSite = {
  name: "Thames Valley Security Training Academy",
  phone: "0118 496 0000",
  email: "bookings@thamesvalleysecuritytrainingacademy.co.uk",
  address: "Unit 12, Enterprise House, Kings Road Business Park, Reading RG1 3AR",
  url: ORIGIN,
};
const days = ["2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02"];
const booking: MessageBooking = {
  reference: "TV-H9SXKRYB",
  fullName: "Alexandra Montgomery-Fotheringham",
  courseTitle: "SIA Level 2 Award for Door Supervisors in the Private Security Industry",
  days: days.map((date) => ({ date, start: "09:00", finish: "17:00" })),
  venueAddress: "The Oracle Conference Centre, Riverside Level, Bridge Street, Reading RG1 2AG",
  venueDirections:
    "Park at https://www.readingcarparks.co.uk/oracle-riverside-multi-storey-car-park-entrance-b and walk.",
  whatToBring: [
    "One Group A identity document, such as your passport or photocard driving licence, and two Group B identity documents (originals, of different types, showing your date of birth and current address)",
    "Proof of right to work in the UK",
    "A pen and a packed lunch",
  ],
  totalPrice: 24_900,
  amountPaid: 10_000,
  amountOwed: 14_900,
  balanceDueDate: "2026-12-21",
  bookingUrl: `${ORIGIN}/my-booking/${TOKEN}`,
  retakeOf: null,
};
const entry = {
  fullName: booking.fullName,
  courseTitle: booking.courseTitle,
  startDate: days[0]!,
  position: 1,
  waitlistUrl: `${ORIGIN}/waiting-list/${TOKEN}`,
  courseUrl: `${ORIGIN}/courses/sia-level-2-award-for-door-supervisors-in-the-private-security-industry`,
};
const until = "10:00 on 27 November 2026";

const emails: [string, () => Promise<RenderedEmail>][] = [
  [
    "waiting-list offer",
    () =>
      waitlistOfferEmail(entry, site, {
        amount: 10_000,
        paymentType: "deposit",
        until,
        bookingUrl: booking.bookingUrl,
      }),
  ],
  ["waiting-list confirm", () => waitlistConfirmEmail(entry, site, until)],
  ["waiting-list lapsed", () => waitlistLapsedEmail(entry, site, until)],
  ["waiting-list closed", () => waitlistClosedEmail(entry, site, ["2027-01-11", "2027-02-08"], "cancelled")],
  ["confirmation", () => bookingConfirmedEmail(booking, site, { joiningInstructionsSoon: true })],
  ["joining instructions", () => joiningInstructionsEmail(booking, site)],
  ["see you tomorrow", () => seeYouTomorrowEmail(booking, site)],
  ["balance reminder", () => balanceReminderEmail(booking, site, { stage: "overdue" })],
  ["booking link", () => bookingLinkEmail(booking, site)],
  ["payment link", () => paymentLinkEmail(booking, site, { amount: 10_000, paymentType: "deposit", until })],
  [
    "receipt",
    () =>
      receiptEmail(booking, site, {
        kind: "balance",
        amount: 14_900,
        method: "Card",
        paidAt: new Date("2026-12-01T10:00:00Z"),
        reference: "pi_3QxYzAbCdEfGhIjK1LmNoPqR",
        receiptNumber: 123,
        receivedOn: null,
      }),
  ],
  [
    "date changed",
    () =>
      dateChangedEmail(booking, site, {
        previousDays: ["2026-12-14", "2026-12-19"],
        moneySummary: "Moved to a cheaper date: £50 is refunded",
        refund: 5_000,
        refundByHand: 2_000,
      }),
  ],
  ["date cancelled", () => dateCancelledEmail(booking, site)],
  [
    "course dates changed",
    () => courseDatesChangedEmail(booking, site, { previousDays: ["2026-12-14", "2026-12-19"], held: true }),
  ],
  ...(["passed", "not-passed", "did-not-attend"] as ResultKind[]).map(
    (result): [string, () => Promise<RenderedEmail>] => [
      `result (${result})`,
      () =>
        resultEmail(booking, site, {
          result,
          courseUrl: entry.courseUrl,
          awardingBody: "Highfield Qualifications (Highfield Awarding Body for Compliance)",
          siaLicence: true,
          retakeBy: "2027-06-28",
        }),
    ],
  ),
  [
    "cancellation",
    () =>
      cancellationEmail(booking, site, {
        amount: 24_900,
        reason: "Cancelled 30 days before the start: everything paid (£249) is refunded",
        byHand: 14_900,
      }),
  ],
  [
    "refund paid",
    () =>
      refundPaidEmail(booking, site, {
        amount: 24_900,
        paidAt: new Date("2026-12-02T10:00:00Z"),
        parts: [
          { amount: 10_000, method: "Card" },
          { amount: 14_900, method: "Bank transfer" },
        ],
      }),
  ],
  [
    "money returned",
    () => moneyReturnedEmail(booking, site, { received: 14_900, refund: 14_900, why: "attempt-closed", byCard: true }),
  ],
  [
    "message to a date",
    () =>
      cohortMessageEmail(booking, site, {
        subject: "Room change for tomorrow",
        message: `We have moved to Room 4.\n\nThe new map: ${ORIGIN}/venues/the-oracle-conference-centre/room-4-riverside-level-map.pdf`,
      }),
  ],
  [
    // The staff's daily e-mail (issue 21), which took over the overdue digest.
    "staff's daily",
    () =>
      staffDailyEmail(
        {
          today: "2026-12-22",
          tomorrow: "2026-12-23",
          rosters: [
            {
              courseTitle: booking.courseTitle,
              location: "The Oracle Conference Centre, Riverside Level",
              day: { number: 2, of: 6 },
              adminUrl: `${ORIGIN}/admin/dates/instance/5f0c2a0e-1c1f-4a55-9f5e-0d6b1c2a3b4c`,
              people: [{ name: booking.fullName, phone: "07700 900123", owed: 14_900 }],
            },
          ],
          overdue: [
            {
              reference: booking.reference,
              fullName: booking.fullName,
              phone: "07700 900123",
              courseTitle: booking.courseTitle,
              startDate: days[0]!,
              balanceDueDate: "2026-12-21",
              amountOwed: 14_900,
              adminUrl: `${ORIGIN}/admin/bookings/5f0c2a0e-1c1f-4a55-9f5e-0d6b1c2a3b4c`,
            },
          ],
          overdueInvoices: [
            {
              number: "INV-000042",
              business: "Montgomery-Fotheringham Hospitality and Event Security Services Limited",
              bookingReference: booking.reference,
              dueOn: "2026-12-01",
              owed: 112_050,
              daysOverdue: 21,
              adminUrl: `${ORIGIN}/admin/bookings/5f0c2a0e-1c1f-4a55-9f5e-0d6b1c2a3b4c`,
            },
          ],
          refunds: [
            {
              reference: booking.reference,
              customerName: booking.fullName,
              amount: 2_500,
              state: "to pay back by hand",
              adminUrl: `${ORIGIN}/admin/bookings/5f0c2a0e-1c1f-4a55-9f5e-0d6b1c2a3b4c`,
            },
          ],
          failedMessages: [
            {
              to: "a.very.long.address.for.testing.wrapping@subdomain.example-training-academy.co.uk",
              subject: "Your receipt",
              failedAt: "2026-12-21",
              error:
                "550 5.1.1 <a.very.long.address.for.testing.wrapping@subdomain.example-training-academy.co.uk>: Recipient address rejected",
            },
          ],
          failedCount: 1,
          adminUrl: `${ORIGIN}/admin`,
        },
        site,
      ),
  ],
  [
    // An invoice's reminder (issue 24), with a real-length download link.
    "invoice reminder",
    () =>
      invoiceReminderEmail(
        {
          number: "INV-000042",
          customer: "Montgomery-Fotheringham Hospitality and Event Security Services Limited",
          bookingReference: booking.reference,
          courseTitle: booking.courseTitle,
          issuedOn: "2026-11-01",
          dueOn: "2026-12-01",
          total: 112_050,
          owed: 62_050,
          downloadUrl: `${ORIGIN}/api/bookings/by-token/${TOKEN}/documents/5f0c2a0e-1c1f-4a55-9f5e-0d6b1c2a3b4c.pdf`,
        },
        site,
        { stage: "overdue-7" },
      ),
  ],
  [
    "renewal reminder (SIA, with the first aid warning)",
    () =>
      renewalReminderEmail(
        {
          fullName: booking.fullName,
          kind: "sia-licence",
          expiresOn: "2027-06-15",
          courseTitle: "SIA Level 2 Award for Door Supervisors in the Private Security Industry (Top-Up Refresher)",
          courseDatesUrl: `${ORIGIN}/courses/top-up-door-supervisor#dates`,
          renewalOpensOn: "2027-02-15",
          firstAidWarning:
            "Your first aid certificate expires on 3 March 2028, too soon. The refresher course needs a first aid certificate (EFAW or higher) with at least 12 months left on its first day: for a refresher by 15 June 2027, one valid until at least 15 June 2028. Book a first aid course before your refresher.",
          unsubscribeUrl: `${ORIGIN}/unsubscribe/${TOKEN}`,
        },
        site,
      ),
  ],
];

describe.each(emails)("the %s e-mail at 390 px", (_, make) => {
  it("does not scroll sideways, and nothing reaches past the screen", async () => {
    const { page } = await newPage({ viewport: PHONE });
    await page.setContent((await make()).html);
    const widths = await page.evaluate(() => {
      const root = document.documentElement;
      const over = [...document.body.querySelectorAll("*")]
        .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
        .map((element) => `<${element.tagName.toLowerCase()}> ${element.textContent?.slice(0, 60) ?? ""}`);
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, over: over.slice(0, 5) };
    });
    expect(widths.clientWidth).toBe(PHONE.width);
    expect(widths.over).toEqual([]);
    expect(widths.scrollWidth).toBeLessThanOrEqual(PHONE.width);
  });
});
