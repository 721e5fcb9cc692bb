// Bad input to the staff routes outside the catalogue and the blog (bookings, people, business accounts, refunds,
// documents, the waiting list, leads, signing in): a share of the refusals of server/bad-input.test.ts, in a file of
// its own so that another test worker takes it.
import { describeRefusals, writeRoutes } from "#test/support/bad-input/harness";

const routes = await writeRoutes();

describeRefusals(routes, "staff-bookings");
