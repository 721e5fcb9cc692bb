// Response headers every answer carries, whatever answers it (issue 19, security review F15: Permissions-Policy).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "#test/support/test-app";
import { PERMISSIONS_POLICY } from "./app";

let app: TestApp;
let limited: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  limited = await startTestApp({ env: { PUBLIC_WRITE_LIMIT_MULTIPLIER: "0.01" } });
});
afterAll(async () => {
  await app.close();
  await limited.close();
});

describe("Permissions-Policy", () => {
  it("refuses camera, microphone and geolocation, and keeps Payment Request for the site and Stripe's frame", () => {
    expect(PERMISSIONS_POLICY).toMatch(/(^|, )camera=\(\)/);
    expect(PERMISSIONS_POLICY).toMatch(/(^|, )microphone=\(\)/);
    expect(PERMISSIONS_POLICY).toMatch(/(^|, )geolocation=\(\)/);
    expect(PERMISSIONS_POLICY).toContain('payment=(self "https://js.stripe.com")');
    // The home page's hero video starts itself.
    expect(PERMISSIONS_POLICY).not.toContain("autoplay");
  });

  it.each([
    ["an API answer", "GET", "/api/health"],
    ["an unknown API path", "GET", "/api/does-not-exist"],
    ["a path nothing serves", "GET", "/nothing-here"],
    ["a bad request", "POST", "/api/bookings"],
  ])("is on %s", async (_name, method, path) => {
    const response = await app.fetch(path, {
      method,
      headers: { "Content-Type": "application/json" },
      body: method === "POST" ? "{" : undefined,
    });
    expect(response.headers.get("permissions-policy")).toBe(PERMISSIONS_POLICY);
  });

  it("is on a 429", async () => {
    const post = () =>
      limited.fetch("/api/leads/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{}",
      });
    await post();
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("permissions-policy")).toBe(PERMISSIONS_POLICY);
  });
});
