import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureLog } from "#test/support/log-capture";
import { startTestApp, type TestApp } from "#test/support/test-app";
import { createLogger, redactUrl, serializeError } from "./logger";

describe("logs carry no personal data", () => {
  it("drops a failed query's parameters from the message and the stack, keeping the SQL", () => {
    const error = new Error(
      'Failed query: insert into "lead" ("email") values ($1)\nparams: sam@example.com,Sam Taylor',
    );
    error.stack = `Error: ${error.message}\n    at insert (file.js:1:1)`;
    const serialized = serializeError(new Error("wrapper", { cause: error }));
    const text = JSON.stringify(serialized);
    expect(text).not.toContain("sam@example.com");
    expect(text).not.toContain("Sam Taylor");
    expect(text).toContain('insert into \\"lead\\"');
    expect(text).toContain("params: [redacted]");
    expect(text).toContain("at insert (file.js:1:1)");
  });

  it("redacts e-mail, phone, passwords and customer details wherever a log line holds them", () => {
    let output = "";
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        output += chunk.toString();
        done();
      },
    });
    createLogger("info", sink).info(
      { body: { email: "sam@example.com", phone: "07700900123", password: "hunter2hunter2", userDetails: { x: 1 } } },
      "request",
    );
    expect(output).not.toMatch(/sam@example\.com|07700900123|hunter2/);
    expect(output).toContain("[redacted]");
  });
});

describe("logged URLs carry no booking token", () => {
  it.each([
    ["/booking-success?token=n0GFRHwHUSd2IA_j2Z75DD4iQLNaHcip", "/booking-success?token=[redacted]"],
    ["/booking-success?from=email&token=abc&x=1", "/booking-success?from=email&token=[redacted]&x=1"],
    ["/booking-success?%74oken=abc", "/booking-success?%74oken=[redacted]"],
    ["/booking-success?TOKEN=abc", "/booking-success?TOKEN=[redacted]"],
    [
      "/booking-success?token=abc&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2",
      "/booking-success?token=[redacted]&payment_intent=pi_1&payment_intent_client_secret=[redacted]",
    ],
    ["/api/bookings/by-token/n0GFRHwHUSd2IA_j2Z75DD4iQLNaHcip", "/api/bookings/by-token/[redacted]"],
    ["/api/bookings/by-token/abc/calendar.ics", "/api/bookings/by-token/[redacted]/calendar.ics"],
    ["/my-booking/n0GFRHwHUSd2IA_j2Z75DD4iQLNaHcip", "/my-booking/[redacted]"],
    ["/waiting-list/n0GFRHwHUSd2IA_j2Z75DD4iQLNaHcip", "/waiting-list/[redacted]"],
    ["/api/waiting-list/n0GFRHwHUSd2IA_j2Z75DD4iQLNaHcip/leave", "/api/waiting-list/[redacted]/leave"],
    [
      "/my-booking/abc?receipt=5d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11",
      "/my-booking/[redacted]?receipt=5d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11",
    ],
    ["/MY-BOOKING/abc", "/MY-BOOKING/[redacted]"],
    ["/api/admin/search?q=priya.shah%40example.com", "/api/admin/search?q=[redacted]"],
    ["/admin/search?q=Priya+Shah", "/admin/search?q=[redacted]"],
    ["/courses?search=token", "/courses?search=token"],
    ["/schedule", "/schedule"],
  ])("%s is logged as %s", (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

describe("logged URLs are redacted as the page handler reads them (issue 19, N6)", () => {
  const token = "n0GFRHwHUSd2IA_j2Z75DD4iQLNaHcipQx7Lw3YbT0k";
  it.each([
    [`/my%2Dbooking/${token}`, "/my-booking/[redacted]"],
    [`/my%2dbooking/${token}?receipt=1`, "/my-booking/[redacted]?receipt=1"],
    [`/%6Dy-booking/${token}`, "/my-booking/[redacted]"],
    [`/x/../my-booking/${token}`, "/my-booking/[redacted]"],
    [`/x/%2e%2e/my-booking/${token}`, "/my-booking/[redacted]"],
    [`/waiting%2Dlist/${token}/confirm`, "/waiting-list/[redacted]/confirm"],
    [`/api/bookings/by%2Dtoken/${token}`, "/api/bookings/by-token/[redacted]"],
    [`/my-booking/%6E0GFRHwHUSd2IA_j2Z75DD4iQLNaHcip`, "/my-booking/[redacted]"],
    // The backstop: a long base64url run anywhere, even where no rule names the path, or in a malformed path.
    [`/unknown/${token}`, "/unknown/[redacted]"],
    [`/my%2Dbooking/${token}/%ZZ`, "/my-booking/[redacted]/%ZZ"],
    [`/somewhere?ref=${token}`, "/somewhere?ref=[redacted]"],
    [`/my%ZZbooking/${token}`, "/my%ZZbooking/[redacted]"],
    // A long article address is a lowercase slug, not a secret.
    [
      "/blog/how-to-become-a-door-supervisor-in-reading-and-oxford-in-2026",
      "/blog/how-to-become-a-door-supervisor-in-reading-and-oxford-in-2026",
    ],
  ])("%s is logged as %s", (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  describe("in the access log of the running app", () => {
    let app: TestApp;
    const log = captureLog("info");
    beforeAll(async () => {
      app = await startTestApp({ logger: log.logger });
    });
    afterAll(() => app.close());

    it.each([`/my%2Dbooking/${token}`, `/waiting%2Dlist/${token}`, `/api/bookings/by%2Dtoken/${token}`])(
      "never holds the token of %s",
      async (path) => {
        log.clear();
        await app.fetch(path);
        const lines = log.entries().filter((entry) => entry.req);
        expect(lines).toHaveLength(1);
        expect(JSON.stringify(lines)).not.toContain(token.slice(0, 20));
        expect(JSON.stringify(lines)).toContain("[redacted]");
      },
    );
  });
});

describe("errors handed over by pino-http", () => {
  it("keep their message and stack (pino-http passes its own copy, the error as `raw`)", () => {
    const error = new Error("the real cause");
    const copy = { type: "Error", message: "the real cause", stack: error.stack, raw: error };
    expect(serializeError(copy)).toMatchObject({ type: "Error", message: "the real cause", stack: error.stack });
  });

  it("describe a thrown non-error instead of [object Object]", () => {
    expect(serializeError({ status: 418, reason: "teapot" }).message).toContain("teapot");
  });
});
