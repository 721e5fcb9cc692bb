// The first aid certificate the learner declared (issue 23) in the confirmation and the joining instructions: the
// same rows, verdict and warning the booking page shows, and nothing on a course that does not need one.
import { describe, expect, it } from "vitest";
import { bookingConfirmedEmail } from "./booking-confirmed-email";
import { joiningInstructionsEmail } from "./joining-instructions-email";
import { expectToContainEach } from "#test/support/expect-to-contain-each";
import { makeMessageBooking, testSite } from "./message-test-kit";

const firstAid = {
  rows: [
    ["Qualification", "First Aid at Work (FAW)"],
    ["Issued by", "Red Cross"],
    ["Issued on", "10 January 2024"],
    ["Valid until", "10 January 2027"],
  ] as [string, string][],
  verdict: "Your certificate runs out on 10 January 2027. This course needs a first aid certificate.",
  warning: "You can still book, but you cannot start the course without a first aid certificate.",
  bring: "Bring your first aid certificate on your first day: we check it before the course starts.",
};

describe.each([
  [
    "the confirmation",
    (booking = makeMessageBooking()) => bookingConfirmedEmail(booking, testSite, { joiningInstructionsSoon: false }),
  ],
  ["the joining instructions", (booking = makeMessageBooking()) => joiningInstructionsEmail(booking, testSite)],
])("%s", (_, render) => {
  it("tells the learner what they declared, the verdict, the warning and to bring the certificate", async () => {
    const { text, html } = await render(makeMessageBooking({ firstAid }));
    expectToContainEach(text, [
      "Your first aid certificate",
      "First Aid at Work (FAW)",
      "Red Cross",
      "10 January 2024",
      "10 January 2027",
      firstAid.verdict,
      firstAid.warning,
      firstAid.bring,
    ]);
    expect(html).toContain("Your first aid certificate");
  });

  it("says nothing of it on a course that does not need one", async () => {
    const { text } = await render(makeMessageBooking({ firstAid: null }));
    expect(text).not.toContain("Your first aid certificate");
  });
});
