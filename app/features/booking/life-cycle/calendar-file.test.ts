// The calendar file a customer downloads, read back by ical.js (a third-party
// RFC 5545 parser) and checked line by line in octets, as RFC 5545 §3.1 counts.
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { addDays, londonToday } from "#app/shared/dates";
import { insertAvailableDate, insertBooking, insertCourse, insertVenue } from "#test/support/factories";
import { foldContentLine } from "./calendar-folding";
import { setUpTestApp } from "#test/support/app-fixture";

// Accents (2 octets each) and emoji (4 octets, one with a joiner sequence) push a
// line far past 75 octets long before it reaches 75 characters.
const TITLE = "Sécurité Première — Formation Avancée 🛡️🚨👩‍🚒 pour Équipes de Sûreté à l'Hôtel Crème Brûlée";

const site = setUpTestApp();

async function downloadCalendar(): Promise<Buffer> {
  const course = await insertCourse(site.app.ctx.db, { title: TITLE, durationDays: 3 });
  // The venue's full address is the event's LOCATION (issue 21).
  const venue = await insertVenue(site.app.ctx.db, {
    name: "Reading",
    address: "Reading — Salle Numéro Deux, Bâtiment Élan",
  });
  const date = await insertAvailableDate(site.app.ctx.db, {
    courseId: course.id,
    date: addDays(londonToday(), 30),
    location: "Reading",
    venueId: venue.id,
  });
  const booking = await insertBooking(site.app.ctx.db, {
    courseId: course.id,
    availableDateId: date.id,
    status: "confirmed",
  });
  const response = await site.app.fetch(`/api/bookings/by-token/${booking.accessToken}/calendar.ics`);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe("the booking's calendar file", () => {
  it("folds every line at 75 octets with CRLF, never inside a UTF-8 character", async () => {
    const bytes = await downloadCalendar();
    const text = bytes.toString("utf8");
    // Every byte decodes: a fold inside a multi-octet character would leave U+FFFD.
    expect(text).not.toContain("\uFFFD");
    expect(Buffer.from(text, "utf8").equals(bytes)).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = text.split("\r\n");
    expect(lines.at(-1)).toBe("");
    const tooLong = lines.filter((line) => Buffer.byteLength(line, "utf8") > 75);
    expect(tooLong).toEqual([]);
  });

  it("parses with ical.js and gives back the title, place and a PRODID of the -//owner//product//EN form", async () => {
    const text = (await downloadCalendar()).toString("utf8");
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue("prodid")).toBe(`-//${site.app.ctx.site.name}//Booking//EN`);
    expect(calendar.getFirstPropertyValue("prodid")).toMatch(/^-\/\/[^/]+\/\/Booking\/\/EN$/);
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(event.summary).toBe(`${TITLE} (${site.app.ctx.site.name})`);
    expect(event.location).toBe("Reading — Salle Numéro Deux, Bâtiment Élan");
    expect(event.startDate.isDate).toBe(true);
    expect(event.endDate.toString()).toBe(addDays(event.startDate.toString(), 3));
  });
});

describe("foldContentLine", () => {
  it.each([
    ["plain ASCII", "SUMMARY:" + "a".repeat(200)],
    ["two-octet letters", "SUMMARY:" + "é".repeat(120)],
    ["three-octet signs", "SUMMARY:" + "€".repeat(90)],
    ["four-octet emoji across every boundary", "SUMMARY:x" + "🚨".repeat(70)],
    ["exactly 75 octets", "SUMMARY:" + "a".repeat(67)],
  ])("%s: lines of at most 75 octets that unfold to the original", (_name, line) => {
    const folded = foldContentLine(line);
    const physical = folded.split("\r\n");
    for (const part of physical) expect(Buffer.byteLength(part, "utf8")).toBeLessThanOrEqual(75);
    for (const part of physical.slice(1)) expect(part.startsWith(" ")).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
    expect(folded).not.toContain("\uFFFD");
  });

  it("leaves a line of 75 octets whole", () => {
    const line = "SUMMARY:" + "a".repeat(67);
    expect(foldContentLine(line)).toBe(line);
  });
});
