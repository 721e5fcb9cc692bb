// The printable register and sign-in sheet of a course date (issue 23) are real PDF files, read back here with pdf.js:
// the date's course, days, times and venue as the learners were told them, its learners by name (online and
// offline, not cancelled), the first aid column only where the course needs it, one sign-in page per day; staff only.
import { describe, expect, it } from "vitest";
import { offlinePlaces } from "#db/schema";
import { setUpTestApp } from "#test/support/app-fixture";
import { insertBooking, insertCourse, insertInstance, insertVenue } from "#test/support/factories";
import { pdfPages } from "#test/support/pdf-text";
import { addLearnerForBooking, matchOfflinePlaceLearner } from "../learner-records.server";
import type { RegisterView } from "../register-schema";

const site = setUpTestApp({ admin: true });
const db = () => site.app.ctx.db;

const person = (fullName: string) => ({
  fullName,
  email: `${fullName.split(" ")[0]!.toLowerCase()}@example.com`,
  phone: "07700900123",
  address: "1 High Street, Oxford",
  postcode: "OX1 1AA",
});

/** A door supervisor run on Mon 7, Tue 8 and Wed 9 December 2026 at a venue of its own, with three learners. */
async function scene({ needsFirstAidCertificate = true } = {}) {
  const course = await insertCourse(db(), { title: "SIA Door Supervisor", needsFirstAidCertificate });
  const venue = await insertVenue(db(), { name: "Reading Hub", address: "2 Kings Road, Reading RG1 3AA" });
  const run = await insertInstance(db(), {
    courseId: course.id,
    startDate: "2026-12-07",
    endDate: "2026-12-09",
    days: ["Mon", "Tue", "Wed"],
    courseDays: ["2026-12-07", "2026-12-08", "2026-12-09"],
    startTime: "08:30",
    finishTime: "16:30",
    venueId: venue.id,
    location: "Reading",
  });
  for (const [fullName, status] of [
    ["Zoë O'Brien", "confirmed"],
    ["Amir Khan", "confirmed"],
    ["Carl Cancelled", "cancelled"],
  ] as const) {
    const booking = await insertBooking(db(), {
      courseId: course.id,
      instanceId: run.id,
      status,
      userDetails: person(fullName),
    });
    await addLearnerForBooking(db(), booking);
  }
  const [place] = await db().insert(offlinePlaces).values({ instanceId: run.id, fullName: "Beth Walker" }).returning();
  await matchOfflinePlaceLearner(db(), place!);
  return { run };
}

async function getPdf(path: string) {
  const response = await site.admin.send("GET", path);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  expect(response.headers.get("cache-control")).toBe("no-store");
  return { response, pages: await pdfPages(await response.arrayBuffer()) };
}

describe("the register PDF", () => {
  it("lists the date's learners by name under its course, days, times and venue, with a column per day", async () => {
    const { run } = await scene();
    const { response, pages } = await getPdf(`/dates/instance/${run.id}/register.pdf`);
    expect(response.headers.get("content-disposition")).toBe(
      'inline; filename="register-sia-door-supervisor-2026-12-07.pdf"',
    );
    expect(pages).toHaveLength(1);
    const [page] = pages;
    expect(page!.width).toBeGreaterThan(page!.height); // landscape, for a column per day
    expect(page!.text).toContain("Register: SIA Door Supervisor");
    expect(page!.text).toContain("7 December 2026 to 9 December 2026 (3 days), 08:30 to 16:30");
    expect(page!.text).toContain("Reading Hub, 2 Kings Road, Reading RG1 3AA");
    expect(page!.text).toMatch(/Learner Identity checked First aid evidence Mon 7 Dec Tue 8 Dec Wed 9 Dec Notes/);
    expect(page!.text).toMatch(/Amir Khan .*Beth Walker .*Zoë O'Brien/);
    expect(page!.text).not.toContain("Carl Cancelled");
    expect(page!.text).toContain("12 months left on the first day");
  });

  it("has no first aid column for a course that does not need a certificate", async () => {
    const { run } = await scene({ needsFirstAidCertificate: false });
    const { pages } = await getPdf(`/dates/instance/${run.id}/register.pdf`);
    expect(pages[0]!.text).toMatch(/Learner Identity checked Mon 7 Dec/);
    expect(pages[0]!.text).not.toContain("First aid evidence");
  });
});

describe("the register PDF, filled in", () => {
  it("prints each learner's marks, checks and notes as the register recorded them", async () => {
    const { run } = await scene();
    const base = `/dates/instance/${run.id}/register`;
    const view = await site.admin.get<RegisterView>(base);
    const idOf = (name: string) => view.learners.find((learner) => learner.name === name)!.id;
    const put = async (name: string, what: string, body: object) =>
      expect((await site.admin.send("PUT", `${base}/learners/${idOf(name)}/${what}`, body)).status).toBe(200);
    await site.admin.post(`${base}/all-present`, { day: "2026-12-07" });
    await put("Amir Khan", "mark", { day: "2026-12-08", status: "late", minutesMissed: 25, note: "Bus late" });
    await put("Beth Walker", "mark", { day: "2026-12-08", status: "absent", note: "Ill" });
    await put("Zoë O'Brien", "mark", { day: "2026-12-08", status: "left-early", minutesMissed: 40 });
    await put("Amir Khan", "identity", { groupA: ["passport"], groupB: ["utility-bill", "council-tax"] });
    await put("Amir Khan", "first-aid", { status: "verified", qualification: "efaw", issuedOn: "2026-01-10" });
    await put("Beth Walker", "first-aid", { status: "rejected", qualification: "faw", note: "Expired" });

    const { pages } = await getPdf(`${base}.pdf`);
    const text = pages[0]!.text;
    expect(text).toMatch(/Amir Khan Checked Verified P L 25 Tue 8 Dec: Bus late Beth Walker/);
    expect(text).toMatch(/Beth Walker Rejected P A Tue 8 Dec: Ill; First aid: Expired Zoë O'Brien/);
    expect(text).toMatch(/Zoë O'Brien P E 40 Marks:/);
  });
});

describe("the sign-in sheet PDF", () => {
  it("has a page per course day, each with every learner and room to sign in and out", async () => {
    const { run } = await scene();
    const { pages } = await getPdf(`/dates/instance/${run.id}/sign-in-sheet.pdf`);
    expect(pages.map((page) => page.text.match(/Day \d of 3: \d+ December 2026/)?.[0])).toEqual([
      "Day 1 of 3: 7 December 2026",
      "Day 2 of 3: 8 December 2026",
      "Day 3 of 3: 9 December 2026",
    ]);
    for (const page of pages) {
      expect(page.text).toMatch(/Learner Time in Signature Time out Signature Amir Khan .*Beth Walker .*Zoë O'Brien/);
    }
  });
});

describe("access", () => {
  it.each(["register.pdf", "sign-in-sheet.pdf"])(
    "%s: 404 for a date that does not exist or a kind that is not one",
    async (file) => {
      const { run } = await scene();
      expect(
        (await site.admin.send("GET", `/dates/instance/00000000-0000-4000-8000-000000000000/${file}`)).status,
      ).toBe(404);
      expect((await site.admin.send("GET", `/dates/date/${run.id}/${file}`)).status).toBe(404);
      expect((await site.admin.send("GET", `/dates/run/${run.id}/${file}`)).status).toBe(404);
    },
  );

  it.each(["register.pdf", "sign-in-sheet.pdf"])("%s: staff only", async (file) => {
    const { run } = await scene();
    const response = await site.app.fetch(`/api/admin/dates/instance/${run.id}/${file}`);
    expect(response.status).toBe(401);
  });
});
