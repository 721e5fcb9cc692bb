// What a waiting-list entry's page shows (issue 14), built on the server (waitlist.server.ts).
import type { BookingStatus, WaitlistEntry } from "#db/schema";
import type { PreselectedDate } from "#app/features/booking/sale/booking-selection";

export type WaitlistView = {
  /** The entry's state as the page tells it: 'booked' as soon as the held seat is paid (issue 21, L13). */
  status: WaitlistEntry["status"];
  /** Their e-mail address is confirmed (issue 19): only then are they in line. */
  confirmed: boolean;
  /** While waiting unconfirmed: the last moment to confirm, London time. */
  confirmBy: string | null;
  fullName: string;
  courseTitle: string;
  courseSlug: string;
  startDate: string;
  /** Place in line while waiting and confirmed; null otherwise. */
  position: number | null;
  /**
   * While a seat is held for them: until when ('Book your seat' asks for the held booking's page), and, on a course
   * that needs a first aid certificate not yet declared, the date the declaration is checked against (issue 23).
   */
  offer: { until: string; firstAidFor: PreselectedDate | null } | null;
  /** The academy cancelled the date (issue 21, L14). */
  dateCancelled: boolean;
  /** Once booked, the booking as it stands now: still on, or cancelled (and by whom, when known). */
  booking: { status: BookingStatus; cancelledBy: "customer" | "academy" | null } | null;
};

/** The entry's state as the page tells it: an offer whose held booking was paid is booked, sweep or no sweep. */
export function statusShown(
  entryStatus: WaitlistEntry["status"],
  booking: { status: BookingStatus; confirmedAt: Date | string | null } | null,
): WaitlistEntry["status"] {
  const paid = booking !== null && (booking.status === "confirmed" || booking.confirmedAt !== null);
  return paid && ["offered", "expired", "booked"].includes(entryStatus) ? "booked" : entryStatus;
}

const STATUS_TEXT: Record<WaitlistView["status"], string> = {
  waiting: "You are on the waiting list.",
  offered: "A seat is being held for you.",
  booked: "You have booked your seat.",
  declined: "You declined the seat offered to you.",
  expired: "The seat we held for you has been released.",
  removed: "You are no longer on the waiting list.",
  closed: "This date has started: its waiting list is closed.",
};

/** What the page says first: it follows the booking once booked, and the date once the academy cancels it. */
export function headline(view: Pick<WaitlistView, "status" | "confirmed" | "dateCancelled" | "booking">): string {
  if (view.status === "booked" && view.booking) {
    const { status, cancelledBy } = view.booking;
    if (status === "cancelled") {
      return view.dateCancelled || cancelledBy === "academy"
        ? "We cancelled this date, so your booking is cancelled. Your booking page shows your refund."
        : "Your booking is cancelled.";
    }
    if (view.dateCancelled) {
      return (
        "We are sorry: we have had to cancel this date. Open your booking to choose a new date at no extra cost, " +
        "or to cancel for a full refund."
      );
    }
    return STATUS_TEXT.booked;
  }
  if (view.dateCancelled) return "This date has been cancelled: its waiting list is closed.";
  if (!view.confirmed && view.status === "waiting") return "Please confirm your place on the waiting list.";
  if (!view.confirmed && view.status === "expired") {
    return "This request was not confirmed in time, so you are not on the waiting list.";
  }
  return STATUS_TEXT[view.status];
}

/** The entry can still be acted on (confirm, decline, leave): waiting or offered, on a date still running. */
export const stillOpen = (view: Pick<WaitlistView, "status" | "dateCancelled">) =>
  !view.dateCancelled && (view.status === "waiting" || view.status === "offered");

/** The full date a waiting-list button and form are for. */
export type WaitlistDate = { kind: "instance" | "available-date"; id: string; startDate: string; location: string };
