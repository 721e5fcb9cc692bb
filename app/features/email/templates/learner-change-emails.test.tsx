// A group's learner told of a change to their place (issue 24): cancelled out of the group, or their place passed to
// someone else. Each says who did it, the course, its start and the booking, in both parts, names escaped, no money.
import { describe, expect, it } from "vitest";
import { learnerReleasedEmail, learnerReplacedEmail, type LearnerPlace } from "./learner-change-emails";
import { testSite } from "./message-test-kit";

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
