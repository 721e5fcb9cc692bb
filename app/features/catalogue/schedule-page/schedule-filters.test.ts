import { describe, expect, it } from "vitest";
import {
  DEFAULT_SCHEDULE_QUERY,
  filterInstances,
  monthLabel,
  monthsWithDates,
  parseScheduleQuery,
  priceBandOf,
  resolveScheduleQuery,
  scheduleQueryString,
  type ScheduleQuery,
} from "./schedule-filters";

const TODAY = "2026-11-22";

const instances = [
  { id: "past", courseSlug: "efaw", startDate: "2026-11-21", price: 9_500 },
  { id: "efaw-nov", courseSlug: "efaw", startDate: "2026-11-22", price: 9_500 },
  { id: "ds-nov", courseSlug: "door-supervisor", startDate: "2026-11-30", price: 24_900 },
  { id: "ds-dec", courseSlug: "door-supervisor", startDate: "2026-12-14", price: 24_900 },
  { id: "topup-dec", courseSlug: "top-up-door-supervisor", startDate: "2026-12-05", price: 14_999 },
  { id: "so-jan", courseSlug: "security-officer", startDate: "2027-01-04", price: 15_000 },
  { id: "ds-premium-jan", courseSlug: "door-supervisor", startDate: "2027-01-11", price: 30_000 },
];

describe("priceBandOf", () => {
  it.each([
    [0, "under-150"],
    [9_500, "under-150"],
    [14_999, "under-150"],
    [15_000, "150-to-300"],
    [24_900, "150-to-300"],
    [29_999, "150-to-300"],
    [30_000, "300-plus"],
    [120_000, "300-plus"],
  ])("%i pence is in band %s", (pence, band) => expect(priceBandOf(pence)).toBe(band));
});

describe("monthsWithDates", () => {
  it("lists only months with a date from today on, in calendar order, labelled in full", () => {
    expect(monthsWithDates(instances, TODAY)).toEqual([
      { value: "2026-11", label: "November 2026" },
      { value: "2026-12", label: "December 2026" },
      { value: "2027-01", label: "January 2027" },
    ]);
  });

  it("leaves out a month whose dates are all past", () => {
    expect(monthsWithDates(instances, "2026-12-15")).toEqual([{ value: "2027-01", label: "January 2027" }]);
  });

  it("offers nothing when there are no dates", () => expect(monthsWithDates([], TODAY)).toEqual([]));

  it.each([
    ["2025-03", "March 2025"],
    ["2026-12", "December 2026"],
    ["2027-01", "January 2027"],
  ])("labels %s as %s", (key, label) => expect(monthLabel(key)).toBe(label));
});

describe("filterInstances", () => {
  const ids = (query: Partial<ScheduleQuery>, today = TODAY) =>
    filterInstances(instances, { ...DEFAULT_SCHEDULE_QUERY, ...query }, today).map((i) => i.id);

  it.each<[Partial<ScheduleQuery>, string[]]>([
    [{}, ["efaw-nov", "ds-nov", "ds-dec", "topup-dec", "so-jan", "ds-premium-jan"]],
    [{ course: "door-supervisor" }, ["ds-nov", "ds-dec", "ds-premium-jan"]],
    [{ course: "cctv-pss" }, []],
    [{ month: "2026-12" }, ["ds-dec", "topup-dec"]],
    [{ month: "2026-11" }, ["efaw-nov", "ds-nov"]],
    [{ price: "under-150" }, ["efaw-nov", "topup-dec"]],
    [{ price: "150-to-300" }, ["ds-nov", "ds-dec", "so-jan"]],
    [{ price: "300-plus" }, ["ds-premium-jan"]],
    [{ course: "door-supervisor", month: "2027-01" }, ["ds-premium-jan"]],
    [{ course: "door-supervisor", month: "2027-01", price: "under-150" }, []],
  ])("%j → %j", (query, expected) => expect(ids(query)).toEqual(expected));

  it("never shows a date before today", () => {
    expect(ids({}, "2026-12-10")).toEqual(["ds-dec", "so-jan", "ds-premium-jan"]);
  });
});

describe("the URL query", () => {
  it.each<[string, ScheduleQuery]>([
    ["", { course: "all", month: "all", price: "all" }],
    ["?course=efaw", { course: "efaw", month: "all", price: "all" }],
    [
      "?course=door-supervisor&month=2026-12&price=150-to-300",
      { course: "door-supervisor", month: "2026-12", price: "150-to-300" },
    ],
    ["?month=2027-01&price=300-plus", { course: "all", month: "2027-01", price: "300-plus" }],
  ])("%s parses to %j and back", (text, query) => {
    expect(parseScheduleQuery(new URLSearchParams(text))).toEqual(query);
    expect(scheduleQueryString(query)).toBe(text);
  });

  it.each([
    "?course=<script>&month=2026-13&price=free",
    "?course=Door%20Supervisor&month=December&price=",
    "?month=2026-1&course=",
  ])("treats malformed values in %s as 'all'", (text) => {
    expect(parseScheduleQuery(new URLSearchParams(text))).toEqual(DEFAULT_SCHEDULE_QUERY);
  });
});

describe("resolveScheduleQuery", () => {
  const available = { courses: ["door-supervisor", "efaw"], months: ["2026-11", "2026-12"] };

  it("keeps a course and month the page offers", () => {
    const query: ScheduleQuery = { course: "efaw", month: "2026-12", price: "under-150" };
    expect(resolveScheduleQuery(query, available)).toEqual(query);
  });

  it("drops an unknown course and a month with no dates (a stale shared link)", () => {
    expect(resolveScheduleQuery({ course: "welding", month: "2025-03", price: "300-plus" }, available)).toEqual({
      course: "all",
      month: "all",
      price: "300-plus",
    });
  });
});
