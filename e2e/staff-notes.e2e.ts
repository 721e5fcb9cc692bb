// Security review F8: a staff note on an available date is in no public answer:
// neither the date APIs (first answer or cached) nor the server-rendered pages
// that show dates, whose HTML carries their loader data too.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses } from "#db/schema";
import { insertAvailableDate } from "#test/support/factories";
import { addDays, londonToday } from "#app/shared/dates";
import { inProcessSites, type InProcessSite, type InProcessSites } from "./in-process-site";

const NOTE = "Trainer off sick, may cancel";
let sites: InProcessSites;
let site: InProcessSite;
let course: { id: string; slug: string };
let dateId: string;
beforeAll(async () => {
  sites = await inProcessSites();
  const db = sites.database.db;
  const [active] = await db
    .select({ id: courses.id, slug: courses.slug })
    .from(courses)
    .where(eq(courses.isActive, true));
  course = active!;
  const date = await insertAvailableDate(db, { courseId: course.id, date: addDays(londonToday(), 20), notes: NOTE });
  dateId = date.id;
  site = await sites.serve();
});
afterAll(() => sites?.close());

async function text(path: string): Promise<string> {
  const response = await fetch(`${site.baseURL}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

describe("staff notes on available dates", () => {
  it("are in no public date API answer, first or cached", async () => {
    for (const path of ["/api/available-dates", `/api/courses/${course.id}/available-dates`]) {
      for (const _ of [1, 2]) {
        const body = await text(path);
        expect(body).toContain(dateId);
        expect(body).not.toContain(NOTE);
      }
    }
  });

  it("are not in the HTML of the pages that show dates", async () => {
    const page = await text(`/courses/${course.slug}`);
    expect(page).toContain(dateId);
    expect(page).not.toContain(NOTE);
    for (const path of ["/schedule", "/courses", "/"]) expect(await text(path)).not.toContain(NOTE);
  });
});
