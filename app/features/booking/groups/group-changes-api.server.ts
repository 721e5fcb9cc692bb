// Changing a group after the sale (issue 24): the payer's booking page (by its link) and staff (the booking's staff
// page) cancel some learners, with the refund quoted first, and an approved business substitutes a learner.
import { Router } from "express";
import { asc, eq } from "drizzle-orm";
import type { AppContext } from "#server/app-context";
import type { Executor } from "#db/db.server";
import { bookings, learners, organisations } from "#db/schema";
import { notFound } from "#app/shared/http-error";
import { londonToday } from "#app/shared/dates";
import { signedInStaff } from "#app/shared/staff/signed-in-staff.server";
import { parseInput } from "#app/shared/validation";
import type { BookingSummary } from "../booking-summary";
import { getBookingSummary, staffBookingSummary } from "../booking-summary.server";
import { getBooking } from "../staff/bookings-store.server";
import type { ReleaseMoney } from "./group-changes-rules";
import { substitutionRefusal } from "./group-changes-rules";
import {
  ReleaseLearnersSchema,
  ReleaseQuoteQuerySchema,
  StaffReleaseLearnersSchema,
  SubstituteLearnerSchema,
  type ReleaseQuoteView,
  type StaffGroupView,
} from "./group-changes-schema";
import { quoteRelease, releaseLearners } from "./release-learners.server";
import { substituteLearner } from "./substitute-learner.server";

const viewOf = (money: ReleaseMoney): ReleaseQuoteView => ({
  refund: money.refund,
  credit: money.credit,
  totalAfter: money.totalAfter,
  reason: money.reason,
  learners: money.learners.map((learner) => ({ fullName: learner.fullName, refund: learner.quote.amount })),
});

const positionOf = (value: string | undefined) => {
  const position = Number(value);
  if (!Number.isInteger(position) || position < 1 || position > 16) throw notFound("Learner not found");
  return position;
};

/** The payer's booking page's requests, by the booking's link. */
export function groupChangesApi(app: AppContext): Router {
  const router = Router();
  const summaryOf = async (token: string | undefined) => {
    const summary = await getBookingSummary(app.db, { accessToken: token ?? "" });
    if (!summary) throw notFound("Booking not found");
    return summary;
  };
  const path = (rest: string) => `/bookings/by-token/:token/learners${rest}`;

  router.get(path("/release"), async (req, res) => {
    const summary = await summaryOf(req.params.token as string);
    const { positions } = parseInput(ReleaseQuoteQuerySchema, req.query);
    res.set("Cache-Control", "no-store").json(viewOf(await quoteRelease(app.db, summary.id, positions, "customer")));
  });

  router.post(path("/release"), async (req, res) => {
    const summary = await summaryOf(req.params.token as string);
    const { positions } = parseInput(ReleaseLearnersSchema, req.body);
    const money = await releaseLearners(app.db, summary.id, positions, { by: "customer" }, app.site);
    res.set("Cache-Control", "no-store").json(viewOf(money));
  });

  router.post(path("/:position/substitute"), async (req, res) => {
    const summary = await summaryOf(req.params.token as string);
    const position = positionOf(req.params.position as string);
    const substitute = parseInput(SubstituteLearnerSchema, req.body);
    await substituteLearner(app.db, summary.id, position, substitute, { by: "customer" }, app.site);
    res.set("Cache-Control", "no-store").json({ position, fullName: substitute.fullName, email: substitute.email });
  });

  return router;
}

/** Every learner a booking has had, current ones first in seat order, and whether one can be substituted now. */
export async function staffGroupView(db: Executor, summary: BookingSummary, today = londonToday()) {
  const rows = await db
    .select()
    .from(learners)
    .where(eq(learners.bookingId, summary.id))
    .orderBy(asc(learners.position), asc(learners.createdAt));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const [organisation] = await db
    .select({ status: organisations.status })
    .from(bookings)
    .innerJoin(organisations, eq(organisations.id, bookings.organisationId))
    .where(eq(bookings.id, summary.id));
  const view: StaffGroupView = {
    learners: rows.map((row) => ({
      position: row.position,
      fullName: row.fullName,
      email: row.email,
      price: row.price,
      state: row.replacedBy ? "replaced" : row.releasedAt ? "released" : "seated",
      replacedBy: row.replacedBy ? (byId.get(row.replacedBy)?.fullName ?? null) : null,
    })),
    substitutionRefusal:
      substitutionRefusal(
        {
          status: summary.status,
          startDate: summary.startDate,
          organisationApproved: organisation?.status === "approved",
        },
        today,
      ) ?? null,
  };
  view.learners.sort((a, b) => Number(a.state !== "seated") - Number(b.state !== "seated") || a.position - b.position);
  return view;
}

/** Staff's requests on a booking's learners (mounted under /api/admin). */
export function groupChangesAdminApi(ctx: AppContext): Router {
  const router = Router();

  router.get("/bookings/:id/learners", async (req, res) => {
    res.json(await staffGroupView(ctx.db, await staffBookingSummary(ctx.db, req.params.id)));
  });

  router.get("/bookings/:id/learners/release", async (req, res) => {
    const summary = await staffBookingSummary(ctx.db, req.params.id);
    const { positions, requestedBy } = parseInput(ReleaseQuoteQuerySchema, req.query);
    res.json(viewOf(await quoteRelease(ctx.db, summary.id, positions, requestedBy)));
  });

  router.post("/bookings/:id/learners/release", async (req, res) => {
    const summary = await staffBookingSummary(ctx.db, req.params.id);
    const request = parseInput(StaffReleaseLearnersSchema, req.body);
    await releaseLearners(
      ctx.db,
      summary.id,
      request.positions,
      { by: "staff", actor: signedInStaff(res), requestedBy: request.requestedBy, expectedRefund: request.refund },
      ctx.site,
    );
    res.json(await getBooking(ctx.db, summary.id));
  });

  router.post("/bookings/:id/learners/:position/substitute", async (req, res) => {
    const summary = await staffBookingSummary(ctx.db, req.params.id);
    const position = positionOf(req.params.position as string);
    const substitute = parseInput(SubstituteLearnerSchema, req.body);
    await substituteLearner(
      ctx.db,
      summary.id,
      position,
      substitute,
      { by: "staff", actor: signedInStaff(res) },
      ctx.site,
    );
    res.json(await staffGroupView(ctx.db, summary));
  });

  return router;
}
