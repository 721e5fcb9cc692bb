// Bad input to the staff routes of the catalogue and the blog (courses, dates, schedules, venues, offline places,
// posts): a share of the refusals of server/bad-input.test.ts, in a file of its own so that another test worker takes
// it.
import { describeRefusals, writeRoutes } from "#test/support/bad-input/harness";

const routes = await writeRoutes();

describeRefusals(routes, "staff-catalogue");
