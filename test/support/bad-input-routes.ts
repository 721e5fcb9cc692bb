// What the bad-input test needs to know about each route that takes input:
// a valid request to start from (so a single bad field is what gets refused)
// and the kind of each field. Routes are found on the app itself; one
// missing from this table fails the test until it is described here.
// A table per feature in test/support/bad-input/.
import { ACCOUNT_ROUTES } from "./bad-input/account-routes";
import { AUTH_ROUTES } from "./bad-input/auth-routes";
import { BLOG_ROUTES } from "./bad-input/blog-routes";
import { BOOKING_ROUTES } from "./bad-input/booking-routes";
import { CATALOGUE_ROUTES } from "./bad-input/catalogue-routes";
import { GROUP_CHANGE_ROUTES } from "./bad-input/group-change-routes";
import { LEAD_ROUTES } from "./bad-input/lead-routes";
import { LEARNER_ROUTES } from "./bad-input/learner-routes";
import { PEOPLE_ROUTES } from "./bad-input/people-routes";
import type { RouteSpec } from "./bad-input/route-spec";
import { STAFF_BOOKING_ROUTES } from "./bad-input/staff-booking-routes";
import { WAITING_LIST_ROUTES } from "./bad-input/waiting-list-routes";

export { createScene, type RouteSpec, type Scene } from "./bad-input/route-spec";

/** Keyed by "METHOD /api/path" as the router lists it. */
export const ROUTE_SPECS: Record<string, RouteSpec> = {
  ...AUTH_ROUTES,
  ...LEAD_ROUTES,
  ...BOOKING_ROUTES,
  ...WAITING_LIST_ROUTES,
  ...CATALOGUE_ROUTES,
  ...BLOG_ROUTES,
  ...STAFF_BOOKING_ROUTES,
  ...LEARNER_ROUTES,
  ...PEOPLE_ROUTES,
  ...ACCOUNT_ROUTES,
  ...GROUP_CHANGE_ROUTES,
};
