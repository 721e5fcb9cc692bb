import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withAppOnUnreachableDatabase } from "#test/support/unreachable-database";
import { postJson, startTestApp, type TestApp } from "#test/support/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe("the API's error answers", () => {
  it("answers unknown API paths with 404 JSON, not the HTML app", async () => {
    const response = await app.fetch("/api/does-not-exist");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ message: "No API route for GET /does-not-exist" });
  });

  it("answers malformed JSON with 400 and a clear message", async () => {
    const response = await postJson(app, "/api/courses", '{"title": ');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "The request body is not valid JSON." });
  });

  it("answers a body over the limit with 413", async () => {
    const response = await postJson(app, "/api/courses", { text: "x".repeat(200_000) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "The request body is too large." });
  });

  it("answers 503 JSON when the database is down, never a 500", async () => {
    await withAppOnUnreachableDatabase(async (down) => {
      const response = await down.fetch("/api/courses");
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(await response.json()).toEqual({
        message: "The service is temporarily unavailable. Please try again in a moment.",
      });
    });
  });

  it("sends a request id and security headers, and no framework banner", async () => {
    const response = await app.fetch("/api/health", { headers: { "X-Request-Id": "abc-123" } });
    expect(response.headers.get("x-request-id")).toBe("abc-123");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-powered-by")).toBeNull();
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});
