import { Router } from "express";
import type { AppContext } from "#server/app-context";
import { analyticsAdminApi } from "#app/features/reporting/analytics-admin.server";
import { bookingsAdminApi } from "#app/features/booking/staff/bookings-admin.server";
import { newBookingAdminApi } from "#app/features/booking/staff/new-booking-api.server";
import { offlinePlacesAdminApi } from "#app/features/booking/staff/offline-places-api.server";
import { coursesAdminApi } from "#app/features/catalogue/staff/courses/courses-admin.server";
import { datesAdminApi } from "#app/features/catalogue/staff/dates/dates-admin.server";
import { timetableAdminApi } from "#app/features/catalogue/staff/timetable-admin.server";
import { instancesAdminApi } from "#app/features/catalogue/staff/schedules/instances-admin.server";
import { leadsAdminApi } from "#app/features/leads/staff/leads-admin.server";
import { postsAdminApi } from "#app/features/blog/staff/posts-admin.server";
import { jobsAdminApi } from "#app/features/jobs/staff/jobs-admin.server";
import { mailAdminApi } from "#app/features/email/staff/mail-admin.server";
import { refundsAdminApi } from "#app/features/payments/staff/refunds-admin.server";
import { waitlistAdminApi } from "#app/features/waitlist/staff/waitlist-admin.server";
import { auditStaffWrites } from "#app/features/audit/audit-middleware.server";
import { auditAdminApi } from "#app/features/audit/audit-admin.server";
import { peopleAdminApi } from "#app/features/people/people-admin.server";
import { dateMessageAdminApi } from "#app/features/booking/staff/date-message-admin.server";
import { dateResultsAdminApi } from "#app/features/booking/staff/date-results-api.server";
import { runChangeAdminApi } from "#app/features/booking/changes/run-change-api.server";
import { learnersAdminApi } from "#app/features/learners/learners-admin.server";
import { staffLearnerApi } from "#app/features/booking/staff/staff-learner-api.server";
import { groupChangesAdminApi } from "#app/features/booking/groups/group-changes-api.server";
import { documentsAdminApi } from "#app/features/documents/documents-api.server";
import { accountsAdminApi } from "#app/features/accounts/staff/accounts-admin.server";

/**
 * Every /api/admin route; mounted behind requireAdmin (and the same-origin
 * guard) in server/app.ts. Each entity's router names its full paths and is
 * mounted without a prefix, so the access test can list every route.
 */
export function adminApi(ctx: AppContext): Router {
  const router = Router();
  // Every staff write is logged (issue 21): ahead of every route.
  router.use(auditStaffWrites(ctx));
  router.use(
    leadsAdminApi(ctx),
    coursesAdminApi(ctx),
    instancesAdminApi(ctx),
    datesAdminApi(ctx),
    timetableAdminApi(ctx),
    postsAdminApi(ctx),
    bookingsAdminApi(ctx),
    newBookingAdminApi(ctx),
    offlinePlacesAdminApi(ctx),
    analyticsAdminApi(ctx),
    jobsAdminApi(ctx),
    mailAdminApi(ctx),
    refundsAdminApi(ctx),
    waitlistAdminApi(ctx),
    auditAdminApi(ctx),
    peopleAdminApi(ctx),
    dateMessageAdminApi(ctx),
    dateResultsAdminApi(ctx),
    runChangeAdminApi(ctx),
    learnersAdminApi(ctx),
    staffLearnerApi(ctx),
    groupChangesAdminApi(ctx),
    documentsAdminApi(ctx),
    accountsAdminApi(ctx),
  );
  return router;
}
