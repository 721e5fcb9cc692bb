import { describe, expect, it } from "vitest";
import { cohortMessageEmail } from "./cohort-message-email";
import { expectToContainEach } from "#test/support/expect-to-contain-each";
import { makeMessageBooking, testSite } from "./message-test-kit";

const site = testSite;
const booking = makeMessageBooking();

describe("the message to everyone on a date", () => {
  it("has staff's subject and words, paragraph by paragraph, with the booking it is about", async () => {
    const email = await cohortMessageEmail(booking, site, {
      subject: "Room change on Friday",
      message: "We have moved to Room 2.\nIt is on the first floor.\n\nParking is at the back.",
    });
    expect(email.subject).toBe("Room change on Friday");
    expectToContainEach(email.text, [
      "Dear Zoë Brontë,",
      "We have moved to Room 2.\nIt is on the first floor.",
      "Parking is at the back.",
      "Course: SIA Door Supervisor",
      "Dates: 5 to 6 March 2027",
      "Booking reference: TV-AB3CD4EF",
      booking.bookingUrl,
    ]);
    expect(email.html).toContain("We have moved to Room 2.<br/>It is on the first floor.");
    expect(email.html).toContain(`href="${booking.bookingUrl}"`);
    expect(email.html).toContain('name="viewport"');
  });

  it("shows what staff typed as text, never as markup", async () => {
    const email = await cohortMessageEmail(booking, site, {
      subject: "Note",
      message: 'Bring <b>ID</b> & a "pen"',
    });
    expect(email.html).toContain("&lt;b&gt;ID&lt;/b&gt;");
    expect(email.html).not.toContain("<b>ID</b>");
    expect(email.text).toContain('Bring <b>ID</b> & a "pen"');
  });
});
