// Substitution (issue 24, decision 027): an approved business replaces a learner with another up to 7 days before the
// first day (London dates), from the payer's booking page or by staff. The seat's learner row is marked replaced_by
// the new one (same seat, same price), whose own page link is made; the register, the awarding body's CSV and the
// documents read current learners only. The new learner gets the joining instructions with their own page's link at
// once, the old one a short note that their place has passed on; the old one's page links stop working.
import { eq } from "drizzle-orm";
import type { Database } from "#db/db.server";
import { learners, organisations } from "#db/schema";
import { recordAudit, type StaffActor } from "#app/features/audit/audit.server";
import { enqueueEmail } from "#app/features/email/outbox.server";
import { learnerReplacedEmail } from "#app/features/email/templates/learner-change-emails";
import { londonToday } from "#app/shared/dates";
import { conflict } from "#app/shared/http-error";
import type { SiteInfo } from "#app/shared/site-info";
import { addBookingEvent } from "../life-cycle/booking-lifecycle.server";
import { messageBookingOf, messageSiteOf } from "../life-cycle/booking-messages.server";
import { substitutionRefusal } from "./group-changes-rules";
import { createLearnerLink, revokeLearnerLinks } from "./learner-links.server";
import { queueLearnerMessage } from "./learner-messages.server";
import { learnerPlaceOf, lockGroup } from "./release-learners.server";

export type Substitute = { fullName: string; email: string };

export type SubstituteBy = { by: "customer" } | { by: "staff"; actor: StaffActor };

/** Replaces the learner in seat `position` of the booking by `substitute`; returns the new learner's id. */
export async function substituteLearner(
  db: Database,
  bookingId: string,
  position: number,
  substitute: Substitute,
  request: SubstituteBy,
  site: SiteInfo,
  today = londonToday(),
): Promise<{ learnerId: string }> {
  return db.transaction(async (tx) => {
    const { booking, summary, seated } = await lockGroup(tx, bookingId);
    const [organisation] = booking.organisationId
      ? await tx
          .select({ status: organisations.status })
          .from(organisations)
          .where(eq(organisations.id, booking.organisationId))
      : [];
    const refusal = substitutionRefusal(
      {
        status: summary.status,
        startDate: summary.startDate,
        organisationApproved: organisation?.status === "approved",
      },
      today,
    );
    if (refusal) throw conflict(refusal);
    const old = seated.find((learner) => learner.position === position);
    if (!old) throw conflict("That learner is no longer on this booking: please reload the page.");
    const email = substitute.email.trim();
    if (seated.some((learner) => learner.email?.toLowerCase() === email.toLowerCase())) {
      throw conflict(`${email} is already a learner on this booking.`);
    }
    const [added] = await tx
      .insert(learners)
      .values({
        bookingId,
        fullName: substitute.fullName.trim(),
        email,
        price: old.price,
        position: old.position,
      })
      .returning();
    await tx.update(learners).set({ replacedBy: added!.id, updatedAt: new Date() }).where(eq(learners.id, old.id));
    await revokeLearnerLinks(tx, old.id);
    await createLearnerLink(tx, added!.id);
    const actor = request.by === "staff" ? request.actor.username : "customer";
    await addBookingEvent(tx, bookingId, {
      kind: "learner-substituted",
      text: `${old.fullName} replaced by ${added!.fullName} (${email}) by ${request.by === "staff" ? "staff" : "the customer"}; the seat and its price are unchanged.`,
      actor,
    });
    // The new learner is told where to go at once, with their own page (the payer, if it is them, has theirs).
    if (email.toLowerCase() !== summary.userDetails.email.toLowerCase()) {
      await queueLearnerMessage(tx, summary, added!, "joining-instructions", {
        site,
        booking: messageBookingOf(summary, site),
        messageSite: messageSiteOf(site),
      });
    }
    if (old.email && old.email.toLowerCase() !== summary.userDetails.email.toLowerCase()) {
      const note = await learnerReplacedEmail(await learnerPlaceOf(tx, booking, summary, old), messageSiteOf(site));
      // Not a `learner:` kind: those are skipped once the learner has left their seat (messageStillTrue).
      await enqueueEmail(tx, { kind: `learner-replaced:${old.id}`, bookingId, to: old.email, ...note });
    }
    if (request.by === "staff") {
      await recordAudit(tx, request.actor, {
        action: "booking.substitute-learner",
        recordType: "booking",
        recordId: bookingId,
        summary: `Replaced ${old.fullName} by ${added!.fullName} on ${summary.reference}`,
        before: { learner: old.fullName },
        after: { learner: added!.fullName, email },
      });
    }
    return { learnerId: added!.id };
  });
}
