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
});
