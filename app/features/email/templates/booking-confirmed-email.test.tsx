// What the confirmation says of the joining instructions (issue 24): to a payer who attends, "your"; to a group's
// payer who is not one of its learners, each learner's own.
import { describe, expect, it } from "vitest";
import { bookingConfirmedEmail, joiningInstructionsText } from "./booking-confirmed-email";
import { makeMessageBooking, testSite } from "./message-test-kit";

describe("the confirmation's joining instructions sentence", () => {
  it.each([
    [true, true, "Your joining instructions are on their way in a separate e-mail."],
    [false, true, "Joining instructions will follow closer to the start date."],
    [true, false, "Each learner's joining instructions are on their way to them in a separate e-mail."],
    [false, false, "Each learner will get their own joining instructions closer to the start date."],
  ])("soon %s, payer attends %s: %s", (soon, payerAttends, sentence) => {
    expect(joiningInstructionsText(soon, payerAttends)).toBe(sentence);
  });

  it("is the payer's own when nothing says otherwise (one learner, the payer)", async () => {
    const email = await bookingConfirmedEmail(makeMessageBooking(), testSite, { joiningInstructionsSoon: true });
    expect(email.text).toContain("Your joining instructions are on their way in a separate e-mail.");
    expect(email.text).toContain("Please bring on the first day");
  });

  it("speaks of the learners to a group's payer who is not one of them", async () => {
    const learners = [
      { fullName: "Tom Reid", email: "tom.reid@example.com" },
      { fullName: "Ann Lee", email: "ann.lee@example.com" },
    ];
    const email = await bookingConfirmedEmail(makeMessageBooking({ learners }), testSite, {
      joiningInstructionsSoon: true,
      payerAttends: false,
    });
    expect(email.text).toContain("Each learner's joining instructions are on their way to them in a separate e-mail.");
    expect(email.text).toContain("Each learner should bring on the first day");
    expect(email.text).not.toContain("Your joining instructions");
  });
});
