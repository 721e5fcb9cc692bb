// Building blocks for the staff forms' schemas (each feature's staff/staff-schema.ts), shared by
// the browser and the server so both judge input the same way.
// Form values use z.input<typeof X>; the server stores z.output<typeof X>.
import { z } from "zod";
import { oneLine } from "#app/shared/plain-text";

export const SLUG_PATTERN = /^[a-z0-9-]+$/;
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** `lines`: oneLine for a text box, multiLine for a textarea (app/shared/plain-text.ts). */
export const requiredText = (message: string, max: number, lines = oneLine) =>
  z.string(message).trim().min(1, { message, abort: true }).max(max, `Must be ${max} characters or fewer`).check(lines);

/** Optional text: missing, null or blank all become null. */
export const optionalText = (max: number, lines = oneLine) =>
  z
    .string()
    .trim()
    .max(max, `Must be ${max} characters or fewer`)
    .check(lines)
    .nullish()
    .transform((value) => value || null);

export const slug = (requiredMessage: string) =>
  requiredText(requiredMessage, 100).regex(
    SLUG_PATTERN,
    "Slug must contain only lowercase letters, numbers, and hyphens",
  );

export const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number(`${label} must be a number`)
    .int(`${label} must be a whole number`)
    .min(min, min === 0 ? `${label} cannot be negative` : `${label} must be at least ${min}`)
    .max(max, `${label} must be ${max.toLocaleString("en-GB")} or less`);

export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const parsed = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** A calendar date sent as text, 'YYYY-MM-DD' (SPEC §5: dates are sent as text). */
export const calendarDate = (requiredMessage: string) =>
  z
    .string(requiredMessage)
    .trim()
    .min(1, { message: requiredMessage, abort: true })
    .refine(isCalendarDate, "Please enter a valid date (YYYY-MM-DD)");

export const optionalCalendarDate = z
  .string()
  .trim()
  .refine((value) => value === "" || isCalendarDate(value), "Please enter a valid date (YYYY-MM-DD)")
  .nullish()
  .transform((value) => value || null);

/** A list of short texts, one a line in the form; blank items (an empty input line) are dropped rather than refused. */
export const stringList = (itemMax: number) =>
  z
    .array(z.string().trim().max(itemMax, `Must be ${itemMax} characters or fewer`).check(oneLine))
    .max(100, "Too many items")
    .transform((items) => items.filter(Boolean))
    .default([]);

export function isWebAddress(value: string, protocols = ["https:", "http:"]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * An https: address, or a path on this site: a `/` followed by neither `/` nor `\`, since browsers read both
 * `//host/x` and `/\host/x` as another site (security review F13).
 */
export function isImageAddress(value: string): boolean {
  if (value.startsWith("/")) return value[1] !== "/" && value[1] !== "\\";
  return isWebAddress(value, ["https:"]);
}

/** A list filter from the query string: a blank value means "no filter". */
export const listFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const listDay = () => listFilter(calendarDate("Please enter a valid date (YYYY-MM-DD)"));
const inOrder = ({ from, to }: { from?: string; to?: string }) => !from || !to || from <= to;

/**
 * A list's filters with a range of days: `from` and `to` are inclusive and either may be left out, but the end
 * cannot come before the start.
 */
export const withDayRange = <S extends z.ZodRawShape>(filters: S) =>
  z
    .object({ ...filters, from: listDay(), to: listDay() })
    // The object's type is open here, for any filters; `from` and `to` are the two above.
    .refine((value) => inOrder(value as { from?: string; to?: string }), {
      message: "The end of the range cannot be before its start",
      path: ["to"],
    });
