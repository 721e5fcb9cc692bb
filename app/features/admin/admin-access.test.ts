// Every route on the admin router, found by walking the router itself, must
// refuse a visitor (401) and a signed-in user who is not an admin (403): a
// route added later is checked without anyone remembering to list it.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { courses, leads } from "#db/schema";
import { insertLead, signInAdmin, insertCourse } from "#test/support/factories";
import { sameSite } from "#test/support/staff";
import { startTestApp, type TestApp } from "#test/support/test-app";
import { useTestDatabase } from "#test/support/test-database";
import { listRoutes, type RouteEntry } from "#test/support/list-routes";
import { adminApi } from "./admin-api.server";

let app: TestApp;
let routes: RouteEntry[];
beforeAll(async () => {
  app = await startTestApp();
  routes = listRoutes(adminApi(app.ctx));
});
afterAll(() => app.close());
beforeEach(() => useTestDatabase());

const concrete = (path: string) => path.replace(/:\w+/g, randomUUID());

describe("the admin API's access rules", () => {
  it("finds every route of the contract on the router", () => {
    const listed = routes.map((route) => `${route.method} ${route.path}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        "GET /leads",
        "GET /leads.csv",
        "PATCH /leads/:id",
        "DELETE /leads/:id",
        "GET /courses",
        "POST /courses",
        "PUT /courses/:id",
        "DELETE /courses/:id",
        "GET /course-instances",
        "POST /course-instances",
        "PUT /course-instances/:id",
        "DELETE /course-instances/:id",
        "GET /available-dates",
        "POST /available-dates",
        "PUT /available-dates/:id",
        "DELETE /available-dates/:id",
        "GET /posts",
        "POST /posts",
        "PUT /posts/:id",
        "DELETE /posts/:id",
        "GET /bookings",
        "GET /bookings.csv",
        "GET /bookings/:id",
        "POST /bookings/:id/cancel",
        "POST /bookings/:id/mark-balance-paid",
        "GET /analytics",
      ]),
    );
    expect(new Set(listed).size).toBe(listed.length);
  });

  it("answers 401 on every route without a session, and 403 for an editor", async () => {
    const editor = await signInAdmin(app, "editor");
    for (const route of routes) {
      const path = `/api/admin${concrete(route.path)}`;
      const init = (cookie?: string): RequestInit => ({
        method: route.method,
        headers: sameSite(app, cookie),
        body: route.method === "GET" ? undefined : "{}",
      });
      const anonymous = await app.fetch(path, init());
      expect(anonymous.status, `${route.method} ${route.path} without a session`).toBe(401);
      expect(await anonymous.json()).toEqual({ message: "Please log in to continue." });
      const asEditor = await app.fetch(path, init(editor.cookie));
      expect(asEditor.status, `${route.method} ${route.path} as an editor`).toBe(403);
    }
  });

  it("lets a manager in (SPEC §6: admin or manager)", async () => {
    const manager = await signInAdmin(app, "manager");
    expect((await manager.send("GET", "/analytics")).status).toBe(200);
  });

  it("refuses a forged cross-site request with the admin's cookie and changes nothing", async () => {
    const admin = await signInAdmin(app);
    const lead = await insertLead(app.ctx.db);
    const course = await insertCourse(app.ctx.db);
    const forged = (method: string, path: string, body?: unknown) =>
      app.fetch(`/api/admin${path}`, {
        method,
        headers: { Origin: "https://evil.example", "Content-Type": "application/json", Cookie: admin.cookie },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    const deleted = await forged("DELETE", `/leads/${lead.id}`);
    expect(deleted.status).toBe(403);
    expect(await deleted.json()).toEqual({ message: "Cross-site request refused" });
    expect((await forged("POST", "/courses", { slug: "forged", title: "Forged" })).status).toBe(403);
    expect((await forged("DELETE", `/courses/${course.id}`)).status).toBe(403);

    expect(await app.ctx.db.select().from(leads)).toHaveLength(1);
    expect(await app.ctx.db.select().from(courses)).toEqual([course]);
  });

  it("answers an unknown admin path with JSON 404 for an admin", async () => {
    const admin = await signInAdmin(app);
    const response = await admin.send("GET", "/nothing-here");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/json/);
  });
});
