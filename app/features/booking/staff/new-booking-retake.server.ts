// Staff book a learner's free retake for them (issue 21, M6): the same path as the learner's own (retake.server.ts,
// the date's lock, one retake per booking), with the staff member, the channel and an audit row in its transaction.
import type { Database, Executor } from "#db/db.server";
import { recordAudit, type StaffActor } from "#app/features/audit/audit.server";
import { formatDate, londonToday } from "#app/shared/dates";
import { notFound } from "#app/shared/http-error";
import type { SiteInfo } from "#app/shared/site-info";
import { getBookingSummary } from "../booking-summary.server";
import { bookRetake, retakeChoice, type RetakeChoice } from "../changes/retake.server";
import type { StaffBookingCreated, StaffRetakeInput } from "./new-booking-schema";

/** The dates staff may book the retake on, or why there is none to book. */
export async function staffRetakeChoice(db: Executor, bookingId: string, today = londonToday()): Promise<RetakeChoice> {
  const summary = await getBookingSummary(db, { id: bookingId });
  if (!summary) throw notFound("Booking not found");
  return retakeChoice(db, summary, today);
}

export async function staffBookRetake(
  db: Database,
  bookingId: string,
  input: StaffRetakeInput,
  staff: StaffActor & { id: string },
  site: SiteInfo,
  today = londonToday(),
): Promise<StaffBookingCreated> {
  let booked: StaffBookingCreated | undefined;
  const target = { instanceId: input.instanceId, availableDateId: input.availableDateId };
  const { reference: original } = (await getBookingSummary(db, { id: bookingId })) ?? {};
  if (!original) throw notFound("Booking not found");
  await bookRetake(db, bookingId, target, site, today, {
    actor: staff.username,
    words: `by staff for the learner (${input.channel === "phone" ? "on the phone" : "at the desk"})`,
    channel: input.channel,
    createdBy: staff.id,
    also: async (tx, retake) => {
      booked = { id: retake.id, reference: retake.reference, status: "confirmed" };
      await recordAudit(tx, staff, {
        action: "booking.retake",
        recordType: "booking",
        recordId: retake.id,
        summary: `Booked ${retake.reference}, the free retake of ${original}, on ${formatDate(retake.startDate)}`,
        after: { reference: retake.reference, retakeOf: original, startDate: retake.startDate, channel: input.channel },
      });
    },
  });
  return booked!;
}
