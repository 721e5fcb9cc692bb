import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  BOOKING_DATA_KEY,
  BOOKING_INFO_KEY,
  clearSavedBooking,
  readBookingData,
  readBookingInfo,
  writeBookingData,
  writeBookingInfo,
  type BookingData,
  type BookingInfo,
} from "./booking-storage";
import { SAM_TAYLOR } from "#test/support/booking-summary";
import { memoryStorage, throwingStorage } from "#test/support/web-storage";

const bookingData: BookingData = {
  course: {
    id: "0b4c1e58-7a7e-4a8e-9c1e-2f0f1f0c9a01",
    slug: "door-supervisor",
    title: "SIA Door Supervisor",
    price: 24_900,
    durationDays: 6,
    prerequisites: ["Emergency First Aid at Work"],
  },
  selectedDate: {
    id: "5d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11",
    date: "2026-12-16",
    location: "Oxford",
    maxSeats: 12,
    bookedSeats: 0,
    price: 24_900,
  },
};

const bookingInfo: BookingInfo = {
  bookingId: "9f1f3a52-1d55-4c8e-8d0f-6f5b7b1c2d3e",
  accessToken: "abcdefghijklmnopqrstuvwxyz012345",
  reference: "TV-ABCDEFGH",
  course: { id: bookingData.course.id, slug: "door-supervisor", title: "SIA Door Supervisor", price: 24_900 },
  selectedDate: {
    id: bookingData.selectedDate.id,
    kind: "available-date",
    date: "2026-12-16",
    location: "Oxford",
    price: 24_900,
  },
  userDetails: SAM_TAYLOR,
  paymentAmount: 10_000,
  paymentType: "deposit",
  balanceDue: 14_900,
  balanceDueDate: "2026-12-09",
};

describe("bookingData and bookingInfo in local storage", () => {
  it("round-trips what was written", () => {
    const storage = memoryStorage();
    expect(writeBookingData(bookingData, storage)).toBe(true);
    expect(writeBookingInfo(bookingInfo, storage)).toBe(true);
    expect(readBookingData(storage)).toEqual(bookingData);
    expect(readBookingInfo(storage)).toEqual(bookingInfo);
    expect([...storage.items.keys()].sort()).toEqual([BOOKING_DATA_KEY, BOOKING_INFO_KEY].sort());
  });

  it.each([
    ["nothing saved", undefined],
    ["not JSON", "{not json"],
    ["JSON null", "null"],
    ["a string", '"door-supervisor"'],
    ["no selected date", JSON.stringify({ course: bookingData.course })],
    [
      "a price in pounds",
      JSON.stringify({ ...bookingData, selectedDate: { ...bookingData.selectedDate, price: 249.5 } }),
    ],
    [
      "a date that is not a calendar date",
      JSON.stringify({ ...bookingData, selectedDate: { ...bookingData.selectedDate, date: "soon" } }),
    ],
  ])("reads bookingData as absent when it is %s", (_case, text) => {
    const storage = memoryStorage(text === undefined ? {} : { [BOOKING_DATA_KEY]: text });
    expect(readBookingData(storage)).toBeNull();
  });

  it.each([
    [
      "without a booking id (SPEC §3's placeholder id is never sent to the server)",
      { ...bookingInfo, bookingId: undefined },
    ],
    ["with a temporary placeholder id", { ...bookingInfo, bookingId: "temp-123" }],
    ["without the access token", { ...bookingInfo, accessToken: undefined }],
    ["with an unknown payment type", { ...bookingInfo, paymentType: "instalments" }],
  ])("reads bookingInfo as absent %s", (_case, value) => {
    const storage = memoryStorage({ [BOOKING_INFO_KEY]: JSON.stringify(value) });
    expect(readBookingInfo(storage)).toBeNull();
  });

  it("keeps a date's last day and venue address, and still reads an item saved without them (issue 21)", () => {
    const storage = memoryStorage();
    const reading = {
      ...bookingData,
      selectedDate: { ...bookingData.selectedDate, lastDay: "2026-12-22", venueAddress: "10 Station Road, Reading" },
    };
    expect(writeBookingData(reading, storage)).toBe(true);
    expect(readBookingData(storage)).toEqual(reading);
    storage.setItem(BOOKING_DATA_KEY, JSON.stringify(bookingData));
    expect(readBookingData(storage)).toEqual(bookingData);
    storage.setItem(
      BOOKING_DATA_KEY,
      JSON.stringify({ ...reading, selectedDate: { ...reading.selectedDate, lastDay: "soon" } }),
    );
    expect(readBookingData(storage)).toBeNull();
  });

  // The hand-written pattern against zod's (decision 006: zod is not loaded on /payment).
  it.each([
    "9f1f3a52-1d55-4c8e-8d0f-6f5b7b1c2d3e",
    "9F1F3A52-1D55-4C8E-8D0F-6F5B7B1C2D3E",
    "9f1f3a52-1d55-1c8e-bd0f-6f5b7b1c2d3e",
    "9f1f3a52-1d55-8c8e-Ad0f-6f5b7b1c2d3e",
    "9f1f3a52-1d55-9c8e-8d0f-6f5b7b1c2d3e",
    "9f1f3a52-1d55-0c8e-8d0f-6f5b7b1c2d3e",
    "9f1f3a52-1d55-4c8e-cd0f-6f5b7b1c2d3e",
    "9f1f3a52-1d55-4c8e-8d0f-6f5b7b1c2d3",
    "9f1f3a521d554c8e8d0f6f5b7b1c2d3e",
    "00000000-0000-0000-0000-000000000000",
    "ffffffff-ffff-ffff-ffff-ffffffffffff",
    "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF",
    "00000000-0000-0000-0000-00000000000",
    "g9f1f3a5-1d55-4c8e-8d0f-6f5b7b1c2d3e",
  ])("reads the booking id %s as zod's z.uuid() does", (bookingId) => {
    const storage = memoryStorage({ [BOOKING_INFO_KEY]: JSON.stringify({ ...bookingInfo, bookingId }) });
    expect(readBookingInfo(storage) !== null).toBe(z.uuid().safeParse(bookingId).success);
  });

  it("drops fields it does not know, so old or edited items cannot smuggle data through", () => {
    const storage = memoryStorage({ [BOOKING_DATA_KEY]: JSON.stringify({ ...bookingData, extra: "<script>" }) });
    expect(readBookingData(storage)).toEqual(bookingData);
  });

  it("reports a failed write and reads nothing when storage throws (blocked or full)", () => {
    const throwing = throwingStorage({ onWrite: "QuotaExceededError" });
    expect(writeBookingInfo(bookingInfo, throwing)).toBe(false);
    expect(readBookingInfo(throwing)).toBeNull();
    expect(() => clearSavedBooking(throwing)).not.toThrow();
  });

  it("works without a browser at all (server rendering)", () => {
    expect(readBookingData()).toBeNull();
    expect(writeBookingData(bookingData)).toBe(false);
  });

  it("refuses to write an invalid value", () => {
    const storage = memoryStorage();
    expect(writeBookingInfo({ ...bookingInfo, paymentAmount: -1 }, storage)).toBe(false);
    expect(storage.items.size).toBe(0);
  });

  it("clears both items and nothing else", () => {
    const storage = memoryStorage({
      [BOOKING_DATA_KEY]: JSON.stringify(bookingData),
      [BOOKING_INFO_KEY]: JSON.stringify(bookingInfo),
      other: "kept",
    });
    clearSavedBooking(storage);
    expect(Object.fromEntries(storage.items)).toEqual({ other: "kept" });
  });
});
