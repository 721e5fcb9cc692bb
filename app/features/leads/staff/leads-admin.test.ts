import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leads } from "#db/schema";
import { fieldErrorsOf, insertLead, insertCourse } from "#test/support/factories";
import type { AdminLead } from "./staff-schema";
import { setUpTestApp } from "#test/support/app-fixture";
import { answerOf } from "#test/support/answer";

const site = setUpTestApp({ admin: true });

const at = (iso: string) => new Date(iso);

async function threeLeads() {
  const course = await insertCourse(site.app.ctx.db, { title: "SIA Door Supervisor" });
  const old = await insertLead(site.app.ctx.db, { fullName: "Old Lead", createdAt: at("2026-01-01T09:00:00Z") });
  const booking = await insertLead(site.app.ctx.db, {
    source: "booking",
    fullName: "Booking Lead",
    selectedCourseId: course.id,
    status: "contacted",
    createdAt: at("2026-02-01T09:00:00Z"),
  });
  const newest = await insertLead(site.app.ctx.db, { fullName: "Newest Lead", createdAt: at("2026-03-01T09:00:00Z") });
  return { old, booking, newest };
}

describe("GET /api/admin/leads", () => {
  it("lists leads newest first with the chosen course's title", async () => {
    const { old, booking, newest } = await threeLeads();
    const list = await site.admin.get<AdminLead[]>("/leads");
    expect(list.map((lead) => lead.id)).toEqual([newest.id, booking.id, old.id]);
    expect(list[1]).toMatchObject({
      source: "booking",
      selectedCourseTitle: "SIA Door Supervisor",
      status: "contacted",
    });
    expect(list[0]!.selectedCourseTitle).toBeNull();
  });

  it("filters by status", async () => {
    const { booking } = await threeLeads();
    expect((await site.admin.get<AdminLead[]>("/leads?status=contacted")).map((lead) => lead.id)).toEqual([booking.id]);
    expect(await site.admin.get<AdminLead[]>("/leads?status=closed")).toEqual([]);
    expect(await site.admin.get<AdminLead[]>("/leads?status=")).toHaveLength(3);
    expect((await fieldErrorsOf(await site.admin.send("GET", "/leads?status=spam"))).status).toEqual([
      "Please choose a status",
    ]);
  });
});

describe("PATCH /api/admin/leads/:id", () => {
  it("changes the status", async () => {
    const lead = await insertLead(site.app.ctx.db);
    const response = await site.admin.send("PATCH", `/leads/${lead.id}`, { status: "converted" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: lead.id, status: "converted" });
    const [stored] = await site.app.ctx.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(stored!.status).toBe("converted");
  });

  it("refuses an unknown status and changes nothing", async () => {
    const lead = await insertLead(site.app.ctx.db);
    const errors = await fieldErrorsOf(await site.admin.send("PATCH", `/leads/${lead.id}`, { status: "won" }));
    expect(errors).toEqual({ status: ["Please choose a status"] });
    const [stored] = await site.app.ctx.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(stored).toEqual(lead);
  });

  it("answers 404 for an unknown lead", async () => {
    const response = await site.admin.send("PATCH", "/leads/00000000-0000-4000-8000-000000000000", {
      status: "closed",
    });
    expect(await answerOf(response)).toEqual({ status: 404, body: { message: "Lead not found" } });
  });
});

describe("DELETE /api/admin/leads/:id", () => {
  it("deletes the lead, and answers 404 for one that is gone", async () => {
    const lead = await insertLead(site.app.ctx.db);
    const keep = await insertLead(site.app.ctx.db);
    expect((await site.admin.send("DELETE", `/leads/${lead.id}`)).status).toBe(204);
    expect((await site.app.ctx.db.select().from(leads)).map((row) => row.id)).toEqual([keep.id]);
    expect((await site.admin.send("DELETE", `/leads/${lead.id}`)).status).toBe(404);
  });
});

describe("GET /api/admin/leads.csv", () => {
  it("downloads every lead as CSV with a header row, quoting, and formulas defused", async () => {
    await insertLead(site.app.ctx.db, {
      fullName: '=HYPERLINK("http://evil.example","Click")',
      email: "jo@example.com",
      phone: "+44 7700 900456",
      message: 'Hello, "team"\nSecond line',
      createdAt: at("2026-07-01T12:30:00Z"),
    });
    const response = await site.admin.send("GET", "/leads.csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="?leads-\d{4}-\d{2}-\d{2}\.csv"?$/,
    );
    const text = await response.text();
    const [header, ...rest] = text.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toBe(
      "Received,Status,Source,Name,Email,Phone,Address,Postcode,Course,Booking stage,Company,Trainees,Preferred location,Interest,Message",
    );
    expect(rest.join("\r\n")).toBe(
      `2026-07-01 13:30,new,contact,"'=HYPERLINK(""http://evil.example"",""Click"")",jo@example.com,'+44 7700 900456,,,,,,,,,` +
        `"Hello, ""team""\nSecond line"\r\n`,
    );
  });

  it("honours the status filter", async () => {
    await threeLeads();
    const text = await (await site.admin.send("GET", "/leads.csv?status=contacted")).text();
    expect(text.trimEnd().split("\r\n")).toHaveLength(2);
    expect(text).toContain("Booking Lead");
  });
});
