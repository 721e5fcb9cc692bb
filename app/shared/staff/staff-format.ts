// How the admin tables and forms turn records into text, as pure functions.
import { formatDate } from "#app/shared/dates";

/** 'active' → 'Active', 'course-enquiry' → 'Course enquiry'. */
export function humanise(value: string): string {
  const words = value.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A stored instant as '5 March 2025' in London, or 'N/A' (SPEC §2 Leads: Date or N/A). */
export function formatInstant(iso: string | null | undefined): string {
  if (!iso) return "N/A";
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? "N/A" : formatDate(instant);
}

const londonTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** A stored instant as '5 March 2025, 14:05' in London, for timelines. */
export function formatInstantWithTime(iso: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? "N/A" : `${formatDate(instant)}, ${londonTime.format(instant)}`;
}

/** 'booked/max' (SPEC §2 Schedules and Available Dates). */
export const seatsText = (booked: number, max: number) => `${booked}/${max}`;

/** A lead's name as the Leads table shows it: the full name, else first and last, else 'N/A'. */
export function leadName(lead: { fullName: string | null; firstName: string | null; lastName: string | null }): string {
  const full = lead.fullName?.trim();
  if (full) return full;
  const parts = [lead.firstName, lead.lastName].map((part) => part?.trim()).filter(Boolean);
  return parts.length > 0 ? parts.join(" ") : "N/A";
}

/** A textarea's lines as a list: blank lines dropped, each line trimmed. */
export function linesToList(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** 'SIA Door Supervisor (Level 2)' → 'sia-door-supervisor-level-2', a slug the schemas accept. */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 100)
    .replace(/-+$/, "");
}

/** A path with only the filters that are set, e.g. '/api/admin/leads?status=new'. */
export function withQuery(path: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** SPEC §2 Courses: the duration column reads 'N days' ('1 day' for one). */
export const durationText = (days: number) => `${days} ${days === 1 ? "day" : "days"}`;

/** SPEC §2 Schedules: a row whose course has gone reads 'Unknown Course'. */
export const courseTitleOf = (row: { courseTitle: string | null }) => row.courseTitle ?? "Unknown Course";
