// Issue 20 (faults C1): a transaction PostgreSQL ends as a deadlock victim (40P01) or a serialization conflict
// (40001) is run again; one that still fails is answered 503 with Retry-After, never 500.
import type { Request, Response } from "express";
import { describe, expect, it, vi } from "vitest";
import { retryConflicts, TRANSACTION_TRIES, type Database } from "#db/db.server";
import { apiErrorHandler } from "./errors";

const conflict = (code: string) => Object.assign(new Error("deadlock detected"), { code });

/** A database whose transaction fails with `errors` in turn, then answers "done". */
function failingDatabase(errors: Error[]) {
  const run = vi.fn(async () => {
    const error = errors.shift();
    if (error) throw error;
    return "done";
  });
  return { db: retryConflicts({ transaction: run } as unknown as Database), run };
}

describe("retryConflicts", () => {
  it.each(["40P01", "40001"])("runs a transaction ended by %s again", async (code) => {
    const { db, run } = failingDatabase([conflict(code), conflict(code)]);
    await expect(db.transaction(async () => "unused")).resolves.toBe("done");
    expect(run).toHaveBeenCalledTimes(3);
  });

  it(`gives up after ${TRANSACTION_TRIES} tries`, async () => {
    const { db, run } = failingDatabase(Array.from({ length: TRANSACTION_TRIES }, () => conflict("40P01")));
    await expect(db.transaction(async () => "unused")).rejects.toMatchObject({ code: "40P01" });
    expect(run).toHaveBeenCalledTimes(TRANSACTION_TRIES);
  });

  it("does not run again a transaction that failed otherwise", async () => {
    const { db, run } = failingDatabase([Object.assign(new Error("unique"), { code: "23505" })]);
    await expect(db.transaction(async () => "unused")).rejects.toMatchObject({ code: "23505" });
    expect(run).toHaveBeenCalledTimes(1);
  });
});

/** The answer apiErrorHandler gives `error`. */
function answerTo(error: unknown, headersSent = false) {
  const sent: { status?: number; body?: unknown; headers: Record<string, string> } = { headers: {} };
  const res = {
    headersSent,
    status(code: number) {
      sent.status = code;
      return this;
    },
    json(body: unknown) {
      sent.body = body;
      return this;
    },
    set(name: string, value: string) {
      if (headersSent) throw new Error("ERR_HTTP_HEADERS_SENT");
      sent.headers[name] = value;
      return this;
    },
  } as unknown as Response;
  const req = { id: "ref", log: { warn: () => {}, error: () => {} } } as unknown as Request;
  apiErrorHandler(error, req, res, () => {});
  return sent;
}

describe("apiErrorHandler", () => {
  it.each(["40P01", "40001"])("answers %s, once the tries are spent, 503 with Retry-After", (code) => {
    expect(answerTo(conflict(code))).toEqual({
      status: 503,
      body: { message: "The service is busy. Please try again in a moment." },
      headers: { "Retry-After": "1" },
    });
  });

  it("writes nothing, and does not throw, once the answer has been sent", () => {
    expect(() => answerTo(Object.assign(new Error("terminated"), { code: "57P01" }), true)).not.toThrow();
    expect(answerTo(new Error("late"), true)).toEqual({ headers: {} });
  });
});
