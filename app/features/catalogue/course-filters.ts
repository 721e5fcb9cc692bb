// /courses search, filter and sort (SPEC §2), kept in the URL query so a
// filtered list can be shared and survives a reload.
export const COURSE_FILTERS = [
  { value: "all", label: "All Courses", tag: null },
  { value: "popular", label: "Most Popular", tag: "Most Popular" },
  { value: "central", label: "Central Location", tag: "Central" },
  { value: "prerequisites", label: "Prerequisites", tag: "Prerequisite" },
] as const;

export const COURSE_SORTS = [
  { value: "name", label: "Sort by Name" },
  { value: "price", label: "Price" },
  { value: "duration", label: "Duration" },
] as const;

export type CourseFilter = (typeof COURSE_FILTERS)[number]["value"];
export type CourseSort = (typeof COURSE_SORTS)[number]["value"];
export type CourseQuery = { search: string; filter: CourseFilter; sort: CourseSort };

export function parseCourseQuery(params: URLSearchParams): CourseQuery {
  const filter = COURSE_FILTERS.find((f) => f.value === params.get("filter"))?.value ?? "all";
  const sort = COURSE_SORTS.find((s) => s.value === params.get("sort"))?.value ?? "name";
  return { search: (params.get("q") ?? "").slice(0, 100), filter, sort };
}

/** The query string for a state; defaults are left out so the plain URL stays plain. */
export function courseQueryString(query: CourseQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set("q", query.search);
  if (query.filter !== "all") params.set("filter", query.filter);
  if (query.sort !== "name") params.set("sort", query.sort);
  const text = params.toString();
  return text ? `?${text}` : "";
}

// Why not localeCompare: its first call makes the browser load ICU's collation data, ~8 ms of the course list's
// hydration on a phone (issue 22). Course titles are plain English, where case-folded code-point order is en-GB order.
export function compareTitles(a: string, b: string): number {
  const [foldedA, foldedB] = [a.toLowerCase(), b.toLowerCase()];
  if (foldedA !== foldedB) return foldedA < foldedB ? -1 : 1;
  return a > b ? -1 : a < b ? 1 : 0; // as collation does, lower case before upper case on a tie
}

type FilterableCourse = { title: string; description: string; tags: string[]; price: number; durationDays: number };

export function filterAndSortCourses<T extends FilterableCourse>(courses: readonly T[], query: CourseQuery): T[] {
  const needle = query.search.trim().toLowerCase();
  const tag = COURSE_FILTERS.find((f) => f.value === query.filter)?.tag ?? null;
  const matching = courses.filter(
    (course) =>
      (!needle || course.title.toLowerCase().includes(needle) || course.description.toLowerCase().includes(needle)) &&
      (!tag || course.tags.includes(tag)),
  );
  const byName = (a: T, b: T) => compareTitles(a.title, b.title);
  const compare: Record<CourseSort, (a: T, b: T) => number> = {
    name: byName,
    price: (a, b) => a.price - b.price || byName(a, b),
    duration: (a, b) => a.durationDays - b.durationDays || byName(a, b),
  };
  return [...matching].sort(compare[query.sort]);
}
