// The waiting-list entry's page: confirming the address (issue 19), the place in line, or the seat held with its link
// to pay; decline or leave.
import { useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { apiRequest, userMessage } from "#app/shared/api-client";
import { formatDate } from "#app/shared/dates";
import { Button } from "#app/shared/ui/button";
import { toast } from "#app/shared/ui/toast-store";
import type { WaitlistView } from "./waitlist-view";

const STATUS_TEXT: Record<WaitlistView["status"], string> = {
  waiting: "You are on the waiting list.",
  offered: "A seat is being held for you.",
  booked: "You have booked your seat.",
  declined: "You declined the seat offered to you.",
  expired: "The seat we held for you has been released.",
  removed: "You are no longer on the waiting list.",
  closed: "This date has started: its waiting list is closed.",
};

/** What the page says first: an entry nobody confirmed is not on the list yet. */
function headline(view: WaitlistView): string {
  if (!view.confirmed && view.status === "waiting") return "Please confirm your place on the waiting list.";
  if (!view.confirmed && view.status === "expired") {
    return "This request was not confirmed in time, so you are not on the waiting list.";
  }
  return STATUS_TEXT[view.status];
}

export function WaitlistPage({ view, token }: { view: WaitlistView; token: string }) {
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  async function act(action: "confirm" | "leave" | "decline" | "book", done: string) {
    setBusy(true);
    try {
      const answer = await apiRequest<{ bookingPath?: string }>(
        "POST",
        `/api/waiting-list/${encodeURIComponent(token)}/${action}`,
        {},
      );
      if (answer.bookingPath) return void (await navigate(answer.bookingPath));
      toast({ title: done });
      await revalidator.revalidate();
    } catch (error) {
      toast({
        title: "Not done",
        description: userMessage(error, "Please try again, or call us."),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <p className="text-sm font-semibold text-brand-700">Waiting list</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-brand-900">{view.courseTitle}</h1>
      <p className="mt-2 text-slate-700">Starting {formatDate(view.startDate)}</p>
      <section aria-label="Your place" className="mt-8 space-y-4 rounded-xl border border-slate-200 p-5">
        <p className="text-lg font-semibold text-brand-900">{headline(view)}</p>
        {view.confirmBy && (
          <>
            <p>
              Press 'Confirm my place' by {view.confirmBy} to join the line. Until you do, you are not in line and we
              cannot offer you a seat. If you did not ask to join, leave the list, or do nothing and the request lapses.
            </p>
            <Button disabled={busy} onClick={() => act("confirm", "Your place is confirmed")}>
              Confirm my place
            </Button>
          </>
        )}
        {view.position !== null && (
          <p>
            You are number <strong>{view.position}</strong> in line. If a seat frees up, we hold it for you and e-mail
            you a link to book it.
          </p>
        )}
        {view.offer && (
          <>
            <p>We are holding a seat for you until {view.offer.until}.</p>
            <Button disabled={busy} onClick={() => act("book", "")}>
              Book your seat
            </Button>
          </>
        )}
        <div className="flex flex-col gap-2 sm:flex-row">
          {view.status === "offered" && (
            <Button variant="outline" disabled={busy} onClick={() => act("decline", "Offer declined")}>
              Decline the seat
            </Button>
          )}
          {(view.status === "waiting" || view.status === "offered") && (
            <Button variant="outline" disabled={busy} onClick={() => act("leave", "You have left the waiting list")}>
              Leave the waiting list
            </Button>
          )}
        </div>
        {!["waiting", "offered"].includes(view.status) && (
          <Link to={`/courses/${view.courseSlug}#dates`} className="font-semibold text-brand-700 underline">
            See the course's other dates
          </Link>
        )}
      </section>
    </div>
  );
}
