// The .eml files the mailer writes when no SMTP_URL is set, read back by
// mailparser (a third-party MIME parser). RFC 5322 §2.1 and RFC 5545 both want
// CRLF line ends: a file with bare LFs is refused by strict mail tools and
// changes meaning when it is later fed to an SMTP server.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterEach, describe, expect, it } from "vitest";
import type { EmailAttachment } from "#db/schema";
import { createLogger } from "#server/logger";
import { bookingCalendarAttachment } from "#app/features/booking/life-cycle/confirmation-email.server";
import { messageBookingOf, messageSiteOf } from "#app/features/booking/life-cycle/booking-messages.server";
import { bookingConfirmedEmail } from "./templates/booking-confirmed-email";
import { makeBookingSummary } from "#test/support/booking-summary";
import { makeOutboxRow } from "#test/support/outbox-row";
import type { SiteInfo } from "#app/shared/site-info";
import { createMailer, messageIdOf } from "./mailer.server";

const site: SiteInfo = {
  name: "Thames Valley Security Training Academy",
  url: "https://www.example.co.uk",
  phone: "0118 000 0000",
  phoneHref: "tel:+441180000000",
  email: "bookings@example.com",
  privacyEmail: "privacy@example.com",
  chatHref: "https://wa.me/441180000000",
  address: "1 High Street, Reading",
  mapQuery: "Reading",
  mapLat: 51.45,
  mapLng: -0.97,
  social: [],
};

// Non-ASCII in the name, address and course title: the file must carry them intact.
const booking = makeBookingSummary({
  id: "7f0c2a0e-1c1f-4a55-9f5e-0d6b1c2a3b4c",
  reference: "TVS12345",
  balanceDueDate: "2027-01-04",
  userDetails: {
    fullName: "Zoë Brontë",
    email: "zoe@example.com",
    phone: "07700 900123",
    address: "1 Rue de l'Église",
    postcode: "RG1 1AA",
  },
  courseId: "c0ffee00-0000-4000-8000-000000000000",
  courseTitle: "Sécurité Première 🛡️",
  courseSlug: "securite",
  durationDays: 2,
  hasPrerequisites: false,
  siaLicenceLinked: false,
  needsFirstAidCertificate: false,
  startDate: "2027-01-11",
  location: "Reading",
  days: ["2027-01-11", "2027-01-12"],
});

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => fs.rm(folder, { recursive: true, force: true })));
});

type Email = Awaited<ReturnType<typeof bookingConfirmedEmail>> & { attachments: EmailAttachment[] };

async function writeEml(): Promise<{ bytes: Buffer; email: Email }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "mailer-files-"));
  folders.push(dataDir);
  const mailer = createMailer({ from: `${site.name} <${site.email}>`, dataDir, logger: createLogger("silent") });
  const email: Email = {
    ...(await bookingConfirmedEmail(messageBookingOf(booking, site), messageSiteOf(site), {
      joiningInstructionsSoon: false,
    })),
    attachments: [bookingCalendarAttachment(booking, site)],
  };
  const row = makeOutboxRow({
    id: "5b1d0a8e-7a43-4c1b-8d0e-111111111111",
    kind: "booking-confirmation",
    bookingId: booking.id,
    toAddress: booking.userDetails.email,
    subject: email.subject,
    text: email.text,
    html: email.html,
    attachments: email.attachments,
  });
  await mailer.send(row);
  const files = await fs.readdir(path.join(dataDir, "outbox"));
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/\.eml$/);
  return { bytes: await fs.readFile(path.join(dataDir, "outbox", files[0]!)), email };
}

describe("the mailer's .eml files (no SMTP_URL)", () => {
  it("end every line with CRLF: no bare LF and no bare CR anywhere", async () => {
    const { bytes } = await writeEml();
    const text = bytes.toString("latin1");
    expect(text).toContain("\r\n");
    expect(text.match(/(?<!\r)\n/g) ?? []).toEqual([]);
    expect(text.match(/\r(?!\n)/g) ?? []).toEqual([]);
  });

  it("parse with mailparser into the same subject, text and calendar attachment", async () => {
    const { bytes, email } = await writeEml();
    const parsed = await simpleParser(bytes);
    expect(parsed.subject).toBe(email.subject);
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value[0]?.address : undefined).toBe("zoe@example.com");
    expect(parsed.text?.replace(/\r\n/g, "\n").trimEnd()).toBe(email.text);
    expect(parsed.attachments.map((a) => [a.filename, a.contentType])).toEqual([["course.ics", "text/calendar"]]);
    expect(parsed.attachments[0]!.content.toString("utf8")).toBe(
      Buffer.from(email.attachments[0]!.contentBase64, "base64").toString("utf8"),
    );
  });
});

describe("the Message-ID of an outbox row", () => {
  it.each([
    ["Academy <info@academy.co.uk>", "academy.co.uk"],
    ["bookings@example.com", "example.com"],
    ['"Smith, Jo" <jo@mail.example.org>', "mail.example.org"],
    ["Academy", "localhost"],
  ])("takes the Message-ID's domain from the From address %s", (from, domain) => {
    expect(messageIdOf("5b1d0a8e-7a43-4c1b-8d0e-111111111111", from)).toBe(
      `<outbox-5b1d0a8e-7a43-4c1b-8d0e-111111111111@${domain}>`,
    );
  });
});
