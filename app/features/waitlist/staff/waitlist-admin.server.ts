// /api/admin/waiting-list (issue 14): each date's list with positions and states (and, issue 19, who has not confirmed
// their address); offer a seat now, take someone off or several at once, pause or resume offers.
import { bookingReferences } from "#app/features/booking/booking-references.server";
import { Router } from "express";
import { and, eq, gte, sql } from "drizzle-orm";
import type { AppContext } from "#server/app-context";
import type { Database } from "#db/db.server";
import { availableDates, courseInstances, courses, waitlistEntries } from "#db/schema";
import { countSeatsTaken, listBothKinds, lockBookableDate } from "#app/features/booking/bookable-date.server";
import { formatLondonMoment, londonToday } from "#app/shared/dates";
import { badRequest, HttpError } from "#app/shared/http-error";
import { parseId } from "#app/shared/staff/route-helpers.server";
import { signedInStaff } from "#app/shared/staff/signed-in-staff.server";
import { parseInput } from "#app/shared/validation";
import { WaitlistBulkRemoveSchema, WaitlistDateQuerySchema, WaitlistPauseSchema } from "../schema";
import type { AdminWaitlist, WaitlistDateSummary } from "./waitlist-staff-types";
import { offerNow } from "../waitlist-offers.server";
import { endEntry, entriesOf, type DateRef } from "../waitlist.server";

/** Dates from today on with anyone on their waiting list, soonest first. */
async function waitlistDates(db: Database, today = londonToday()): Promise<WaitlistDateSummary[]> {
  const counts = {
    waiting: sql<number>`count(*) filter (where ${waitlistEntries.status} = 'waiting' and ${waitlistEntries.confirmedAt} is not null)::int`,
    unconfirmed: sql<number>`count(*) filter (where ${waitlistEntries.status} = 'waiting' and ${waitlistEntries.confirmedAt} is null)::int`,
    offered: sql<number>`count(*) filter (where ${waitlistEntries.status} = 'offered')::int`,
  };
  return listBothKinds(({ table, naming, firstDay, waitlistColumn }) =>
    db
      .select({ ...naming, courseTitle: courses.title, ...counts })
      .from(waitlistEntries)
      .innerJoin(table, eq(table.id, waitlistColumn))
      .innerJoin(courses, eq(courses.id, table.courseId))
      .where(gte(firstDay, today))
      .groupBy(table.id, courses.title),
  );
}

async function waitlistOf(db: Database, ref: DateRef): Promise<AdminWaitlist> {
  // Seats counted under the date's lock, as 'offer now' counts them (issue 21, L7: the button says when none is free).
  const { date, taken } = await db.transaction(async (tx) => {
    const locked = await lockBookableDate(tx, ref);
    return { date: locked, taken: locked ? await countSeatsTaken(tx, locked) : 0 };
  });
  if (!date) throw badRequest("The chosen date does not exist.", { availableDateId: ["Please choose a date"] });
  const entries = await entriesOf(db, date);
  const references = await bookingReferences(
    db,
    entries.flatMap((entry) => (entry.bookingId ? [entry.bookingId] : [])),
  );
  let position = 0;
  return {
    paused: date.waitlistPaused,
    seatsFree: Math.max(0, date.maxSeats - taken),
    entries: entries.map((entry) => ({
      id: entry.id,
      position: entry.status === "waiting" && entry.confirmedAt ? ++position : null,
      confirmed: entry.confirmedAt !== null,
      fullName: entry.fullName,
      email: entry.email,
      phone: entry.phone,
      status: entry.status,
      joinedAt: entry.joinedAt.toISOString(),
      offeredUntil:
        entry.status === "offered" && entry.offerExpiresAt ? formatLondonMoment(entry.offerExpiresAt) : null,
      bookingReference: entry.bookingId ? (references.get(entry.bookingId) ?? null) : null,
    })),
  };
}

async function setPaused(db: Database, ref: DateRef, paused: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const date = await lockBookableDate(tx, ref);
    if (!date) throw badRequest("The chosen date does not exist.", { availableDateId: ["Please choose a date"] });
    if (date.kind === "instance") {
      await tx.update(courseInstances).set({ waitlistPaused: paused }).where(eq(courseInstances.id, date.id));
    } else {
      await tx.update(availableDates).set({ waitlistPaused: paused }).where(eq(availableDates.id, date.id));
    }
  });
}

async function refOfEntry(db: Database, id: string): Promise<DateRef> {
  const [entry] = await db
    .select({ instanceId: waitlistEntries.instanceId, availableDateId: waitlistEntries.availableDateId })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.id, id)));
  return entry ?? {};
}

/**
 * Takes each entry off as 'Remove' does (its own transaction under its date's lock; a held seat goes back). Entries
 * already ended, unknown, or whose offered seat has been paid for are left as they are and counted as not removed.
 */
async function removeEntries(
  db: Database,
  entryIds: string[],
  actor: string,
): Promise<{ removed: number; notRemoved: number }> {
  let removed = 0;
  for (const id of entryIds) {
    try {
      await endEntry(db, id, "removed", actor);
      removed++;
    } catch (error) {
      if (!(error instanceof HttpError && (error.status === 404 || error.status === 409))) throw error;
    }
  }
  return { removed, notRemoved: entryIds.length - removed };
}

export function waitlistAdminApi(ctx: AppContext): Router {
  const router = Router();
  router.get("/waiting-list/dates", async (_req, res) => {
    res.json(await waitlistDates(ctx.db));
  });
  router.get("/waiting-list", async (req, res) => {
    res.json(await waitlistOf(ctx.db, parseInput(WaitlistDateQuerySchema, req.query)));
  });
  router.post("/waiting-list/pause", async (req, res) => {
    const { paused, ...ref } = parseInput(WaitlistPauseSchema, req.body);
    await setPaused(ctx.db, ref, paused);
    res.json(await waitlistOf(ctx.db, ref));
  });
  // Several people off at once (a flood of requests from one place, say): each as 'Remove' would, one by one.
  router.post("/waiting-list/remove", async (req, res) => {
    const { entryIds } = parseInput(WaitlistBulkRemoveSchema, req.body);
    res.json(await removeEntries(ctx.db, [...new Set(entryIds)], signedInStaff(res).username));
  });
  router.post("/waiting-list/:id/offer", async (req, res) => {
    const id = parseId(req.params.id, "Waiting-list entry");
    await offerNow(ctx.db, id, ctx.site);
    res.json(await waitlistOf(ctx.db, await refOfEntry(ctx.db, id)));
  });
  router.post("/waiting-list/:id/remove", async (req, res) => {
    const id = parseId(req.params.id, "Waiting-list entry");
    await endEntry(ctx.db, id, "removed", signedInStaff(res).username);
    res.json(await waitlistOf(ctx.db, await refOfEntry(ctx.db, id)));
  });
  return router;
}
