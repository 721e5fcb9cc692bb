import { describe, expect, it, vi } from "vitest";
import type * as thisCopy from "./http-error";
import { HttpError, notFound } from "./http-error";

describe("HttpError", () => {
  it("is recognised when thrown by another copy of this module (the server's, seen from the page build)", async () => {
    vi.resetModules();
    const secondCopy = "./http-error?copy";
    const otherCopy = (await import(/* @vite-ignore */ secondCopy)) as typeof thisCopy;
    expect(otherCopy.HttpError).not.toBe(HttpError);
    const fromOtherCopy = otherCopy.notFound("Course not found");
    expect(fromOtherCopy instanceof HttpError).toBe(true);
    expect(notFound() instanceof otherCopy.HttpError).toBe(true);
  });

  it.each([new Error("plain"), { status: 404 }, null, "404"])("is not %s", (value) => {
    expect(value instanceof HttpError).toBe(false);
  });

  it("keeps no call stack for a refusal of the request's input (4xx), and keeps it for a failure (5xx)", () => {
    const limit = Error.stackTraceLimit;
    expect(new HttpError(400, "Please check").stack).toBe("HttpError: Please check");
    expect(new HttpError(503, "Unavailable").stack).toMatch(/\n\s+at /);
    expect(Error.stackTraceLimit).toBe(limit);
    expect(new Error("later").stack).toMatch(/\n\s+at /);
  });
});
