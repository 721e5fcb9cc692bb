// The PGlite instance as Drizzle sees it. Drizzle reads dates, timestamps and intervals as PostgreSQL's text (the
// same on node-postgres), and asks PGlite for that by passing its own parsers with every query. PGlite 0.x answers a
// query's parsers by copying its whole table of them (about 320 entries, one per type and array type) before
// reading the rows: measured at ~90 µs a copy here, about two thirds of a one-row query, and ~15 of them in every
// booking. So the instance reads those types as text itself, and the per-query copy is left out: the rows are
// the same. Anyone else querying the instance (`handle.query`) still gets PGlite's own parsing (decision 024).
import { types, type PGlite, type Transaction } from "@electric-sql/pglite";

type QueryOptions = NonNullable<Parameters<PGlite["query"]>[2]>;
type Parser = (value: string, typeId?: number) => unknown;

/** The types drizzle-orm/pglite's session reads as text: its per-query parsers, which return the value unchanged. */
export const TEXT_READ_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const TEXT_READ = new Set(TEXT_READ_TYPES.map(String));
const asText: Parser = (value) => value;

export type DrizzleClient = Pick<PGlite, "query" | "transaction">;

/**
 * Sets `pglite` to read TEXT_READ_TYPES as text and returns the client to give Drizzle, plus the parsers PGlite had
 * for those types, for queries made without Drizzle.
 */
export function drizzleClientOf(pglite: PGlite): { client: DrizzleClient; ownParsers: Record<number, Parser> } {
  const parsers = (pglite as unknown as { parsers: Record<number, Parser> }).parsers;
  const ownParsers = Object.fromEntries(TEXT_READ_TYPES.map((oid) => [oid, parsers[oid] ?? asText]));
  for (const oid of TEXT_READ_TYPES) parsers[oid] = asText;
  const lighter = <Q extends Pick<PGlite, "query">>(target: Q): Q["query"] =>
    ((text: string, params?: unknown[], options?: QueryOptions) =>
      target.query(text, params, withoutTextParsers(options))) as Q["query"];
  const client: DrizzleClient = {
    query: lighter(pglite),
    transaction: (callback) =>
      pglite.transaction((tx) => callback(Object.assign(Object.create(tx) as Transaction, { query: lighter(tx) }))),
  };
  return { client, ownParsers };
}

/** The options without their parsers when those only read TEXT_READ_TYPES as text, as the instance now does. */
function withoutTextParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  for (const oid of Object.keys(options.parsers)) if (!TEXT_READ.has(oid)) return options;
  const { parsers: _sameAsTheInstance, ...rest } = options;
  return rest;
}
