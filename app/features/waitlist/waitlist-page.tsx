// The waiting-list entry's page: confirming the address (issue 19), the place in line, or the seat held with its link
// to pay; decline or leave. Once booked it follows the booking (issue 21): paid, cancelled, or its date cancelled.
import { lazy, Suspense, useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import type { FirstAidAnswer } from "#app/features/booking/schema";
import { apiRequest, userMessage } from "#app/shared/api-client";
import { formatDate } from "#app/shared/dates";
import { Button } from "#app/shared/ui/button";
import { toast } from "#app/shared/ui/toast-store";
import { headline, stillOpen, type WaitlistView } from "./waitlist-view";

// The booking dialog's first-aid step (issue 23), loaded only when someone accepts a seat on a course that needs it:
// from the dialog's own chunk, which holds it (a separate chunk for the step would add to the dialog's script).
const FirstAidStep = lazy(() =>
  import("#app/features/booking/sale/booking-dialog").then((module) => ({ default: module.FirstAidStep })),
);

export function WaitlistPage({ view, token }: { view: WaitlistView; token: string }) {
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [declaring, setDeclaring] = useState(false);
  async function act(
    action: "confirm" | "leave" | "decline" | "book",
    done: string,
    body: { firstAid?: FirstAidAnswer } = {},
  ) {
    setBusy(true);
    try {
      const answer = await apiRequest<{ bookingPath?: string }>(
        "POST",
        `/api/waiting-list/${encodeURIComponent(token)}/${action}`,
        body,
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
      // The page may be out of date (a seat paid for in another tab): show it as it is now.
      await revalidator.revalidate();
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
        {view.confirmBy && !view.dateCancelled && (
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
        {view.position !== null && !view.dateCancelled && (
          <p>
            You are number <strong>{view.position}</strong> in line. If a seat frees up, we hold it for you and e-mail
            you a link to book it.
          </p>
        )}
        {view.offer && !view.dateCancelled && (
          <>
            <p>We are holding a seat for you until {view.offer.until}.</p>
            {declaring && view.offer.firstAidFor ? (
              <div className="border-t border-slate-200 pt-4">
                <h2 className="text-xl font-semibold text-brand-900">Book your seat</h2>
                <Suspense fallback={<p className="mt-2 text-slate-700">Loading...</p>}>
                  <FirstAidStep
                    course={{ title: view.courseTitle }}
                    date={view.offer.firstAidFor}
                    onBack={() => setDeclaring(false)}
                    backLabel="Back"
                    onDone={(firstAid) => void act("book", "", { firstAid })}
                    focusHeading
                  />
                </Suspense>
              </div>
            ) : (
              <Button disabled={busy} onClick={() => (view.offer?.firstAidFor ? setDeclaring(true) : act("book", ""))}>
                Book your seat
              </Button>
            )}
          </>
        )}
        {view.booking && (
          <Button disabled={busy} onClick={() => act("book", "")}>
            Open your booking
          </Button>
        )}
        <div className="flex flex-col gap-2 sm:flex-row">
          {stillOpen(view) && view.status === "offered" && (
            <Button variant="outline" disabled={busy} onClick={() => act("decline", "Offer declined")}>
              Decline the seat
            </Button>
          )}
          {stillOpen(view) && (
            <Button variant="outline" disabled={busy} onClick={() => act("leave", "You have left the waiting list")}>
              Leave the waiting list
            </Button>
          )}
        </div>
        {!stillOpen(view) && (
          <Link to={`/courses/${view.courseSlug}#dates`} className="font-semibold text-brand-700 underline">
            See the course's other dates
          </Link>
        )}
      </section>
    </div>
  );
}
