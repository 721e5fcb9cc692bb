// What staff do about a booking's balance and its customer (issue 13): extend the due date, send a reminder now,
// release an unpaid seat (cancelled, deposit kept), and change the customer's e-mail address (its links move too).
import { eq, sql } from "drizzle-orm";
import type { Database } from "#db/db.server";
import { bookings } from "#db/schema";
import { balanceReminderEmail, type ReminderStage } from "#app/features/email/templates/balance-reminder-email";
import { bookingLinkEmail } from "#app/features/email/templates/booking-link-email";
import { formatDate, londonToday } from "#app/shared/dates";
import { conflict } from "#app/shared/http-error";
import { formatPoundsExact } from "#app/shared/money";
import type { SiteInfo } from "#app/shared/site-info";
import { addBookingEvent, applyTransition } from "../life-cycle/booking-lifecycle.server";
import { revokeBookingLinks } from "../life-cycle/booking-links.server";
import { messageBookingOf, messageSiteOf, queueCustomerEmail } from "../life-cycle/booking-messages.server";
import { getBookingSummary } from "../booking-summary.server";
import { balancePaymentRefusal } from "./booking-rules";
import { withLockedBooking } from "./bookings-store.server";
import type { AdminBookingFull } from "./staff-schema";

type Staff = { username: string };

/** An action on the balance: refused when the booking is not confirmed, or owes nothing. */
const withOwingBooking: typeof withLockedBooking = (db, id, step) =>
  withLockedBooking(db, id, async (tx, booking) => {
    const refusal = balancePaymentRefusal(booking);
    if (refusal) throw conflict(refusal);
    await step(tx, booking);
  });

export async function extendDueDate(
  db: Database,
  id: string,
  balanceDueDate: string,
  staff: Staff,
): Promise<AdminBookingFull> {
  return withOwingBooking(db, id, async (tx) => {
    const summary = (await getBookingSummary(tx, { id }))!;
    if (balanceDueDate < londonToday()) throw conflict("The new due date cannot be in the past.");
    if (balanceDueDate > summary.startDate) {
      throw conflict(`The balance must be due by the first day, ${formatDate(summary.startDate)}.`);
    }
    await tx.update(bookings).set({ balanceDueDate }).where(eq(bookings.id, id));
    const from = summary.balanceDueDate ? formatDate(summary.balanceDueDate) : "none";
    await addBookingEvent(tx, id, {
      kind: "due-date",
      text: `Balance due date moved from ${from} to ${formatDate(balanceDueDate)}`,
      actor: staff.username,
    });
  });
}

export async function sendReminderNow(
  db: Database,
  id: string,
  staff: Staff,
  site: SiteInfo,
): Promise<AdminBookingFull> {
  return withOwingBooking(db, id, async (tx) => {
    const summary = (await getBookingSummary(tx, { id }))!;
    const today = londonToday();
    const due = summary.balanceDueDate;
    const stage: ReminderStage = !due || due > today ? "first" : due === today ? "due-today" : "overdue";
    const email = await balanceReminderEmail(messageBookingOf(summary, site), messageSiteOf(site), { stage });
    // A kind of its own each time: staff may remind as often as they judge right.
    await queueCustomerEmail(tx, summary, `balance-reminder-by-staff:${Date.now()}`, email, "Balance reminder");
    await addBookingEvent(tx, id, {
      kind: "reminder",
      text: `Balance reminder sent by staff (${formatPoundsExact(summary.balanceDue)} owed)`,
      actor: staff.username,
    });
  });
}

/** Cancels a booking whose balance is unpaid: its seat is freed at once; the deposit is kept, as the policy says. */
export async function releaseUnpaidSeat(
  db: Database,
  id: string,
  reason: string,
  staff: Staff,
): Promise<AdminBookingFull> {
  return withOwingBooking(db, id, async (tx, booking) => {
    await applyTransition(tx, booking, "releaseUnpaid", {
      text: `Seat released by staff: balance of ${formatPoundsExact(booking.balanceDue)} unpaid, ${formatPoundsExact(booking.amountHeld)} kept. Reason: ${reason}`,
      actor: staff.username,
    });
  });
}

/** The customer's e-mail address changes: every old link stops working and a new one goes to the new address. */
export async function changeCustomerEmail(
  db: Database,
  id: string,
  email: string,
  staff: Staff,
  site: SiteInfo,
): Promise<AdminBookingFull> {
  return withLockedBooking(db, id, async (tx, booking) => {
    const [row] = await tx.select({ userDetails: bookings.userDetails }).from(bookings).where(eq(bookings.id, id));
    const old = row!.userDetails.email;
    if (old.toLowerCase() === email.toLowerCase()) throw conflict("That is already the customer's e-mail address.");
    if (booking.status === "expired") throw conflict("This booking has expired: there is nothing to send.");
    await tx
      .update(bookings)
      .set({ userDetails: sql`${bookings.userDetails} || ${JSON.stringify({ email })}::jsonb` as never })
      .where(eq(bookings.id, id));
    await revokeBookingLinks(tx, id);
    await addBookingEvent(tx, id, {
      kind: "email-changed",
      text: `E-mail address changed from ${old} to ${email}; the old links no longer open the booking`,
      actor: staff.username,
    });
    const summary = (await getBookingSummary(tx, { id }))!;
    const message = await bookingLinkEmail(messageBookingOf(summary, site), messageSiteOf(site));
    await queueCustomerEmail(tx, summary, `booking-link:${Date.now()}`, message, "Booking link (new e-mail address)");
  });
}
