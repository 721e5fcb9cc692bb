import { describe, expect, it } from "vitest";
import { expectToContainEach } from "#test/support/expect-to-contain-each";
import { makeMessageBooking, testSite } from "./message-test-kit";
import { resultEmail, type ResultFacts } from "./result-email";

const site = testSite;
const booking = makeMessageBooking({
  days: [
    { date: "2027-03-01", start: "08:30", finish: "16:30" },
    { date: "2027-03-06", start: "08:30", finish: "16:30" },
  ],
});
const facts = (change: Partial<ResultFacts>): ResultFacts => ({
  result: "passed",
  courseUrl: "https://www.example.co.uk/courses/door-supervisor",
  awardingBody: "Highfield",
  siaLicence: true,
  retakeBy: null,
  ...change,
});

describe("the result e-mail", () => {
  it("'not passed' leads to the free retake on the booking page, with its last start date", async () => {
    const email = await resultEmail(booking, site, facts({ result: "not-passed", retakeBy: "2027-09-01" }));
    expect(email.subject).toBe("Your result and your free retake: SIA Door Supervisor");
    expectToContainEach(email.text, [
      "Dear Zoë Brontë,",
      "not passed this time",
      "starting by 1 September 2027",
      "Book your free retake",
      booking.bookingUrl,
      "Booking reference: TV-AB3CD4EF",
    ]);
    expect(email.html).toContain(`href="${booking.bookingUrl}"`);
    expect(email.html).toContain('name="viewport"');
  });

  it("'not passed' without a free retake to book says to call, never offering one", async () => {
    const email = await resultEmail(booking, site, facts({ result: "not-passed", retakeBy: null }));
    expect(email.text).toContain("Please call us on 0118 000 0000 to talk about your options and another date.");
    expect(email.text).not.toContain("free retake");
  });

  it("'passed' says what comes next: the certificate and, for an SIA course, applying for the licence", async () => {
    const email = await resultEmail(booking, site, facts({ result: "passed" }));
    expect(email.subject).toBe("You passed: SIA Door Supervisor");
    expectToContainEach(email.text, [
      "Congratulations",
      "awarded by the awarding body (Highfield)",
      "Apply for an SIA licence",
      "You must hold a valid SIA licence before you work in a licensed role.",
    ]);
    expect(email.text).not.toContain("retake");

    const firstAid = await resultEmail(
      { ...booking, courseTitle: "Emergency First Aid at Work" },
      site,
      facts({ result: "passed", siaLicence: false, awardingBody: null }),
    );
    expect(firstAid.text).toContain("awarded by the awarding body.");
    expect(firstAid.text).not.toContain("SIA");
  });

  it("'did not attend' says how to book another date or reach the academy", async () => {
    const email = await resultEmail(booking, site, facts({ result: "did-not-attend" }));
    expect(email.subject).toBe("We missed you: SIA Door Supervisor");
    expectToContainEach(email.text, [
      "did not attend SIA Door Supervisor",
      "https://www.example.co.uk/courses/door-supervisor",
      "call us on 0118 000 0000 or reply to bookings@example.com",
    ]);
  });
});
