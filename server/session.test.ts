// Start-up warning when staff cookies cannot be marked Secure (issue 11, F7).
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { captureLog } from "#test/support/log-capture";
import { startTestApp, type TestApp } from "#test/support/test-app";
import { getTestDatabase } from "#test/support/test-database";
import { staffCookieWarning } from "./session";

const WARNING =
  "PUBLIC_URL is https but TRUST_PROXY is unset: behind a proxy, staff cookies cannot be marked Secure " +
  "(and every visitor shares the proxy's address in the login limits) until TRUST_PROXY is set";

describe("staffCookieWarning", () => {
  it.each([
    { PUBLIC_URL: "https://www.example.co.uk", TRUST_PROXY: undefined, warns: true },
    { PUBLIC_URL: "https://www.example.co.uk", TRUST_PROXY: "1", warns: false },
    { PUBLIC_URL: "http://localhost:3000", TRUST_PROXY: undefined, warns: false },
    { PUBLIC_URL: undefined, TRUST_PROXY: undefined, warns: false },
  ])("PUBLIC_URL $PUBLIC_URL, TRUST_PROXY $TRUST_PROXY → warns: $warns", ({ warns, ...settings }) => {
    expect(staffCookieWarning(settings)).toBe(warns ? WARNING : undefined);
  });
});

describe("at start-up", () => {
  let app: TestApp | undefined;
  // The worker's database first (seconds on a busy machine), so the tests time only the app's start.
  beforeAll(() => getTestDatabase());
  afterEach(() => app?.close());

  it("warns once, in one line, when PUBLIC_URL is https and TRUST_PROXY is unset", async () => {
    const log = captureLog("warn");
    app = await startTestApp({
      env: { PUBLIC_URL: "https://www.example.co.uk", PAYMENTS: "test" },
      logger: log.logger,
    });
    expect(log.entries().map((entry) => [entry.level, entry.msg])).toEqual([[40, WARNING]]);
  });

  it("says nothing once TRUST_PROXY is set", async () => {
    const log = captureLog("warn");
    app = await startTestApp({
      env: { PUBLIC_URL: "https://www.example.co.uk", TRUST_PROXY: "1", PAYMENTS: "test" },
      logger: log.logger,
    });
    expect(log.entries()).toEqual([]);
  });
});
