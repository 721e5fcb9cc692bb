import { afterEach, describe, expect, it, vi } from "vitest";
import { createBooking } from "./booking-api-client";
import { createAttemptKeys, randomUuid } from "./booking-attempt-key";
import type { CreateBookingRequest } from "../schema";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const request = (email = "sam@example.com"): CreateBookingRequest => ({
  courseId: "6a1e3b2c-0000-4000-8000-000000000001",
  availableDateId: "6a1e3b2c-0000-4000-8000-000000000002",
  userDetails: { fullName: "Sam Taylor", email, phone: "07700 900123", address: "1 High St", postcode: "OX1 1AA" },
  paymentType: "full",
  paymentAmount: 24_900,
});

describe("one Idempotency-Key per booking attempt", () => {
  it("reuses the key for the same request until it succeeds, and changes it for a changed request", () => {
    const keys = createAttemptKeys();
    const first = keys.keyFor(request());
    expect(first).toMatch(UUID_V4);
    expect(keys.keyFor(request())).toBe(first);
    const changed = keys.keyFor(request("jo@example.com"));
    expect(changed).not.toBe(first);
    expect(keys.keyFor(request())).not.toBe(first);

    const again = keys.keyFor(request());
    keys.succeeded(request("someone.else@example.com"));
    expect(keys.keyFor(request())).toBe(again);
    keys.succeeded(request());
    expect(keys.keyFor(request())).not.toBe(again);
  });

  it("makes version 4 UUIDs where crypto.randomUUID is missing (pages not on HTTPS)", () => {
    const real = globalThis.crypto;
    vi.stubGlobal("crypto", { getRandomValues: real.getRandomValues.bind(real) });
    try {
      const made = new Set(Array.from({ length: 200 }, () => randomUuid()));
      expect(made.size).toBe(200);
      for (const key of made) expect(key).toMatch(UUID_V4);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("createBooking in the browser", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the same Idempotency-Key when a failed attempt is retried, and a new one after a booking", async () => {
    const sent: string[] = [];
    const answers = [
      () => Promise.reject(new TypeError("Failed to fetch")),
      () => Promise.resolve(new Response('{"message":"busy"}', { status: 503 })),
      () => Promise.resolve(new Response('{"id":"b1"}', { status: 201 })),
      () => Promise.resolve(new Response('{"id":"b2"}', { status: 201 })),
    ];
    vi.stubGlobal("fetch", (_url: string, init: RequestInit) => {
      sent.push((init.headers as Record<string, string>)["Idempotency-Key"]!);
      return answers.shift()!();
    });
    await expect(createBooking(request())).rejects.toThrow("Failed to fetch");
    await expect(createBooking(request())).rejects.toThrow("503");
    await expect(createBooking(request())).resolves.toEqual({ id: "b1" });
    await expect(createBooking(request())).resolves.toEqual({ id: "b2" });
    expect(sent[0]).toMatch(UUID_V4);
    expect(sent[1]).toBe(sent[0]);
    expect(sent[2]).toBe(sent[0]);
    expect(sent[3]).not.toBe(sent[0]);
  });
});
