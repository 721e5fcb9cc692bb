// Small parsers for what the browser keeps in local storage (booking-storage.ts): each returns the value with
// only the known fields, or INVALID. zod does the same with ~24 KB gzipped that /checkout and /payment cannot
// afford while they load (decision 006); these cover the few shapes stored.
const INVALID: unique symbol = Symbol("invalid");
export type Parser<T> = (value: unknown) => T | typeof INVALID;

/** The parsed value, or null when it does not fit the shape. */
export function parse<T>(shape: Parser<T>, value: unknown): T | null {
  const parsed = shape(value);
  return parsed === INVALID ? null : parsed;
}

export const string =
  (test: (text: string) => boolean = () => true): Parser<string> =>
  (value) =>
    typeof value === "string" && test(value) ? value : INVALID;

/** A whole number (safe integer, as zod's .int()) of at least `min`. */
export const integer =
  (min = Number.MIN_SAFE_INTEGER): Parser<number> =>
  (value) =>
    Number.isSafeInteger(value) && (value as number) >= min ? (value as number) : INVALID;

export const boolean: Parser<boolean> = (value) => (typeof value === "boolean" ? value : INVALID);

export const oneOf =
  <T extends string>(...options: T[]): Parser<T> =>
  (value) =>
    options.includes(value as T) ? (value as T) : INVALID;

export const optional =
  <T>(shape: Parser<T>): Parser<T | undefined> =>
  (value) =>
    value === undefined ? undefined : shape(value);

export const nullable =
  <T>(shape: Parser<T>): Parser<T | null> =>
  (value) =>
    value === null ? null : shape(value);

export const array =
  <T>(shape: Parser<T>): Parser<T[]> =>
  (value) => {
    if (!Array.isArray(value)) return INVALID;
    const items = value.map(shape);
    return items.includes(INVALID) ? INVALID : (items as T[]);
  };

/** An object with exactly these fields (unknown ones dropped; an absent optional field stays absent). */
export function object<T>(fields: { [K in keyof T]-?: Parser<T[K]> }): Parser<T> {
  return (value) => {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return INVALID;
    const result: Record<string, unknown> = {};
    for (const [key, shape] of Object.entries(fields) as [string, Parser<unknown>][]) {
      const parsed = shape((value as Record<string, unknown>)[key]);
      if (parsed === INVALID) return INVALID;
      if (parsed !== undefined) result[key] = parsed;
    }
    return result as T;
  };
}
