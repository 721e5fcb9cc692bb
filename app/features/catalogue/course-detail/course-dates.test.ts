import { describe, expect, it } from "vitest";
import type { PublicAvailableDate, PublicInstance } from "../schedule-types";
import {
  bookingDataFor,
  courseDatesOf,
  depositAppliesTo,
  preselectedDateFor,
  seatsLeftLabel,
  type CourseDate,
} from "./course-dates";

const TODAY = "2026-11-22";
const COURSE = {
  id: "c1",
  slug: "door-supervisor",
  title: "SIA Door Supervisor",
  price: 24_900,
  durationDays: 6,
  prerequisites: ["EFAW certificate"],
  siaLicenceLinked: true,
  needsFirstAidCertificate: true,
};

function instance(id: string, startDate: string, extra: Partial<PublicInstance> = {}): PublicInstance {
  return {
    id,
    courseId: "c1",
    courseSlug: "door-supervisor",
    courseTitle: "SIA Door Supervisor",
    startDate,
    endDate: null,
    days: ["Mon", "Tue"],
    location: "Oxford",
    maxSeats: 16,
    bookedSeats: 0,
    seatsLeft: 16,
    price: 22_000,
    bookUrl: null,
    status: "active",
    venueAddress: null,
    venueAddressToFollow: false,
    courseDays: [startDate],
    ...extra,
  };
}

function availableDate(id: string, date: string, extra: Partial<PublicAvailableDate> = {}): PublicAvailableDate {
  return {
    id,
    courseId: "c1",
    date,
    maxSeats: 12,
    bookedSeats: 0,
    seatsLeft: 12,
    location: "Reading",
    venueAddress: "Unit 4, Station Road, Reading RG1 1AA",
    venueAddressToFollow: false,
    status: "active",
    courseDays: [date],
    ...extra,
  };
}

describe("courseDatesOf", () => {
  it("lists instances and available dates together, soonest first, without past or inactive ones", () => {
    const dates = courseDatesOf(
      COURSE,
      [
        instance("i-late", "2026-12-14"),
        instance("i-past", "2026-11-21"),
        instance("i-cancelled", "2026-11-30", { status: "cancelled" }),
        instance("i-soon", "2026-11-23"),
      ],
      [
        availableDate("d-mid", "2026-12-01"),
        availableDate("d-past", "2026-11-20"),
        availableDate("d-today", "2026-11-22"),
        availableDate("d-full-status", "2026-12-02", { status: "full" }),
      ],
      TODAY,
    );
    expect(dates.map((d) => d.id)).toEqual(["d-today", "i-soon", "d-mid", "i-late"]);
  });

  it("keeps a full date so the page can show it as Fully Booked", () => {
    const dates = courseDatesOf(
      COURSE,
      [instance("i-full", "2026-12-01", { bookedSeats: 16, seatsLeft: 0 })],
      [availableDate("d-full", "2026-12-02", { bookedSeats: 12, seatsLeft: 0 })],
      TODAY,
    );
    expect(dates.map((d) => [d.id, d.seatsLeft])).toEqual([
      ["i-full", 0],
      ["d-full", 0],
    ]);
  });

  it("prices an instance at its own price and an available date at the course price", () => {
    const dates = courseDatesOf(COURSE, [instance("i", "2026-12-01")], [availableDate("d", "2026-12-02")], TODAY);
    expect(dates).toEqual([
      expect.objectContaining({ kind: "instance", id: "i", date: "2026-12-01", price: 22_000, days: ["Mon", "Tue"] }),
      expect.objectContaining({ kind: "available-date", id: "d", date: "2026-12-02", price: 24_900, days: [] }),
    ]);
  });
});

describe("depositAppliesTo", () => {
  it.each([
    [24_900, "2026-11-30", true], // 8 days away
    [24_900, "2026-11-29", false], // 7 days away: full payment only
    [24_900, "2026-11-22", false],
    [15_001, "2027-01-10", true],
    [15_000, "2027-01-10", false], // £150 is not over £150
    [9_500, "2027-01-10", false],
  ])("price %i starting %s → %s", (price, date, expected) => {
    expect(depositAppliesTo({ price, date }, TODAY)).toBe(expected);
  });
});

const legacyDate: CourseDate = {
  kind: "available-date",
  id: "d1",
  date: "2026-12-05",
  endDate: null,
  days: [],
  location: "Oxford",
  venueAddress: null,
  venueAddressToFollow: false,
  courseDays: ["2026-12-05", "2026-12-07"],
  maxSeats: 12,
  bookedSeats: 11,
  seatsLeft: 1,
  price: 24_900,
  status: "active",
};

describe("bookingDataFor", () => {
  it("saves the course and the chosen date in the shape /checkout reads", () => {
    expect(bookingDataFor({ ...COURSE, extra: "ignored" } as typeof COURSE, legacyDate)).toEqual({
      // The course's own fields and nothing more; /checkout says what to bring from siaLicenceLinked and
      // needsFirstAidCertificate, as the e-mails do (issue 21, L4).
      course: COURSE,
      selectedDate: {
        id: "d1",
        date: "2026-12-05",
        lastDay: "2026-12-07",
        location: "Oxford",
        venueAddress: null,
        maxSeats: 12,
        bookedSeats: 11,
        price: 24_900,
      },
    });
  });
});

describe("preselectedDateFor", () => {
  it("builds the booking dialog's date from an instance", () => {
    const date: CourseDate = { ...legacyDate, kind: "instance", id: "i1", price: 22_000 };
    expect(preselectedDateFor(date)).toEqual({
      id: "i1",
      kind: "instance",
      date: "2026-12-05",
      lastDay: "2026-12-07",
      location: "Oxford",
      price: 22_000,
      seatsLeft: legacyDate.seatsLeft,
    });
  });
});

describe("seatsLeftLabel", () => {
  it.each([
    [0, "0 seats left"],
    [1, "1 seat left"],
    [12, "12 seats left"],
  ])("%i → %j", (seats, label) => {
    expect(seatsLeftLabel(seats)).toBe(label);
  });
});

describe("a date's place and days (issue 21)", () => {
  it("hands /checkout the last course day and a venue's address, or says it is to follow", () => {
    const reading = { ...legacyDate, location: "Reading", venueAddress: "10 Station Road, Reading RG1 1LG" };
    expect(bookingDataFor(COURSE, reading).selectedDate).toMatchObject({
      lastDay: "2026-12-07",
      venueAddress: "10 Station Road, Reading RG1 1LG",
    });
    const toFollow = { ...legacyDate, location: "Swindon", venueAddressToFollow: true };
    expect(bookingDataFor(COURSE, toFollow).selectedDate.venueAddress).toBe("Address to follow");
  });
});
