// /schedule filters (SPEC §2, §9): course, month and price band, kept in the
// URL query so a filtered timetable survives a reload and can be shared.

import { formatMonth } from "#app/shared/dates";

/** Price bands in pounds (price / 100), SPEC §9. */
export const PRICE_BANDS = [
  { value: "all", label: "All prices" },
  { value: "under-150", label: "Under £150" },
  { value: "150-to-300", label: "£150 to under £300" },
  { value: "300-plus", label: "£300 and over" },
] as const;

export type PriceBand = (typeof PRICE_BANDS)[number]["value"];
export type ScheduleQuery = { course: string; month: string; price: PriceBand };
export type FilterOption = { value: string; label: string };

export const DEFAULT_SCHEDULE_QUERY: ScheduleQuery = { course: "all", month: "all", price: "all" };

const SLUG = /^[a-z0-9-]{1,100}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The band a price in pence falls in. */
export function priceBandOf(pence: number): Exclude<PriceBand, "all"> {
  const pounds = pence / 100;
  if (pounds < 150) return "under-150";
  if (pounds < 300) return "150-to-300";
  return "300-plus";
}

/** '2026-12' for a calendar date '2026-12-07'. */
export function monthKeyOf(isoDate: string): string {
  return isoDate.slice(0, 7);
}

/** 'December 2026' for '2026-12'. */
export const monthLabel = formatMonth;

type Dated = { startDate: string };

/**
 * The months that have a date from today on, in calendar order. SPEC §9 lists
 * January to December 2025; that list is long past, so the filter offers the
 * months the timetable actually has.
 */
export function monthsWithDates(instances: readonly Dated[], today: string): FilterOption[] {
  const keys = new Set(instances.filter((i) => i.startDate >= today).map((i) => monthKeyOf(i.startDate)));
  return [...keys].sort().map((key) => ({ value: key, label: monthLabel(key) }));
}

/** Reads the query string; anything malformed means "all". */
export function parseScheduleQuery(params: URLSearchParams): ScheduleQuery {
  const course = params.get("course") ?? "";
  const month = params.get("month") ?? "";
  const price = PRICE_BANDS.find((band) => band.value === params.get("price"))?.value ?? "all";
  return { course: SLUG.test(course) ? course : "all", month: MONTH.test(month) ? month : "all", price };
}

/**
 * Drops a course or month the page cannot offer (a stale shared link, say),
 * so the selects always show what is being filtered.
 */
export function resolveScheduleQuery(
  query: ScheduleQuery,
  available: { courses: readonly string[]; months: readonly string[] },
): ScheduleQuery {
  return {
    ...query,
    course: available.courses.includes(query.course) ? query.course : "all",
    month: available.months.includes(query.month) ? query.month : "all",
  };
}

/** The query string for a state; defaults are left out so the plain URL stays plain. */
export function scheduleQueryString(query: ScheduleQuery): string {
  const params = new URLSearchParams();
  if (query.course !== "all") params.set("course", query.course);
  if (query.month !== "all") params.set("month", query.month);
  if (query.price !== "all") params.set("price", query.price);
  const text = params.toString();
  return text ? `?${text}` : "";
}

type Filterable = Dated & { courseSlug: string; price: number };

/** The instances to show: none in the past, then each chosen filter, in the given order. */
export function filterInstances<T extends Filterable>(
  instances: readonly T[],
  query: ScheduleQuery,
  today: string,
): T[] {
  return instances.filter(
    (instance) =>
      instance.startDate >= today &&
      (query.course === "all" || instance.courseSlug === query.course) &&
      (query.month === "all" || monthKeyOf(instance.startDate) === query.month) &&
      (query.price === "all" || priceBandOf(instance.price) === query.price),
  );
}
