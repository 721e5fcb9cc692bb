// A group's learner told of a change to their place (issue 24): cancelled out of the group, or their place passed to
// someone else. Each says who did it, the course, its start and the booking, in both parts, names escaped, no money.
import { describe, expect, it } from "vitest";
import {
  learnerReleasedEmail,
  learnerReplacedEmail,
  learnersReleasedPayerEmail,
  type LearnerPlace,
} from "./learner-change-emails";
import { makeMessageBooking, testSite } from "./message-test-kit";

const place: LearnerPlace = {
  fullName: "Zoë Brontë",
  reference: "TV-AB3CD4EF",
  courseTitle: "SIA Door Supervisor",
  startDate: "2027-03-05",
  bookedBy: "<b>Acme</b> Guarding Ltd",
};

describe("the learner change e-mails", () => {
  it.each([
    [
      "released",
      learnerReleasedEmail,
      "Your place on SIA Door Supervisor has been cancelled (TV-AB3CD4EF)",
      "<b>Acme</b> Guarding Ltd has cancelled your place on SIA Door Supervisor",
    ],
    [
      "replaced",
      learnerReplacedEmail,
      "Your place on SIA Door Supervisor has passed to someone else (TV-AB3CD4EF)",
      "<b>Acme</b> Guarding Ltd has passed your place on SIA Door Supervisor to another learner",
    ],
  ])("%s: says who, what and when, and nothing of money", async (_name, make, subject, line) => {
    const email = await make(place, testSite);
    expect(email.subject).toBe(subject);
    const text = email.text.replace(/\s+/g, " ");
    for (const expected of ["Dear Zoë Brontë", line, "Booking reference: TV-AB3CD4EF", "0118 000 0000"]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Starts: \w+ 5 March 2027|Starts: 5 March 2027/);
    expect(text).toContain("no longer works");
    expect(email.text).not.toMatch(/£/);
    expect(email.html).toContain("&lt;b&gt;Acme&lt;/b&gt;");
    expect(email.html).not.toContain("<b>Acme</b>");
  });
});

describe("the payer's e-mail when learners are cancelled", () => {
  it.each([
    [
      "by the payer, refunded by card",
      {
        names: ["Ben Carter"],
        refund: 11_205,
        credit: 0,
        reason: "Ben Carter: Cancelled 10 days before the start: 50% of £224.10",
        by: "customer" as const,
      },
      "Ben Carter cancelled from your booking TV-AB3CD4EF",
      ["You have cancelled Ben Carter from your booking", "Refund: £112.05", "The refund goes back the way you paid"],
    ],
    [
      "by staff, credited against the invoice",
      { names: ["Ben Carter", "Chloe Dunn"], refund: 0, credit: 44_820, reason: "as agreed", by: "staff" as const },
      "2 learners cancelled from your booking TV-AB3CD4EF",
      ["We have cancelled Ben Carter, Chloe Dunn", "Credited against your invoice: £448.20", "No refund is due"],
    ],
  ])("%s", async (_name, released, subject, lines) => {
    const email = await learnersReleasedPayerEmail(makeMessageBooking(), testSite, released);
    expect(email.subject).toBe(subject);
    const text = email.text.replace(/\s+/g, " ");
    for (const line of lines) expect(text).toContain(line);
    expect(text).toContain("https://www.example.co.uk/my-booking/TOKEN123");
  });
});
