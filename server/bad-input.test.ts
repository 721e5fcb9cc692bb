// Bad input, table-driven over every POST, PUT and PATCH route the app registers (found on the router, so a new route
// is covered without anyone listing it): each bad request gets a 4xx with a JSON message, the database is unchanged,
// and nothing is logged at error level. The public routes' cases are here; the staff routes' are in the two files of
// REFUSAL_FILES (about 7,000 cases in all, shared between test workers); odd but valid text, and the valid requests
// the cases start from, in server/accepted-input.test.ts.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { ROUTE_SPECS } from "#test/support/bad-input-routes";
import { describeRefusals, keyOf, REFUSAL_FILES, writeRoutes } from "#test/support/bad-input/harness";

const routes = await writeRoutes();

describe("the routes that take input", () => {
  it("are found on the router, each described in test/support/bad-input-routes.ts", () => {
    expect(routes.length).toBeGreaterThanOrEqual(19);
    expect(routes.map(keyOf).filter((key) => !ROUTE_SPECS[key])).toEqual([]);
    expect(Object.keys(ROUTE_SPECS).filter((key) => !routes.some((route) => keyOf(route) === key))).toEqual([]);
  });

  it("each have their refusals tried by one of the files of REFUSAL_FILES", () => {
    for (const [file, path] of Object.entries(REFUSAL_FILES))
      expect(fs.readFileSync(path, "utf8"), path).toContain(`describeRefusals(routes, "${file}")`);
  });
});

describeRefusals(routes, "public");
