import CalendarX from "lucide-react/icons/calendar-x";
import { useState } from "react";
import { Link } from "react-router";
import type { WaitlistDate } from "#app/features/waitlist/join-waitlist-dialog";
import { formatCourseDays } from "#app/shared/date-span";
import { formatDate } from "#app/shared/dates";
import { Button } from "#app/shared/ui/button";
import { lazyDialog } from "#app/shared/ui/lazy-dialog";
import { isFullyBooked } from "../date-rules";
import { BookDateButton } from "./book-date-button";
import { depositAppliesTo, seatsLeftLabel, type CourseDate } from "./course-dates";
import { DateFacts } from "./date-facts";

// The waiting-list form loads when first opened. The button is drawn here rather than taken from the waitlist
// feature (JoinWaitlistButton, as /schedule does): a module shared with /schedule would be a file of its own, a
// round trip and its bytes on every course page that shows a full date (the course page's script budget, issue 22).
const JoinWaitlistDialog = lazyDialog(() =>
  import("#app/features/waitlist/join-waitlist-dialog").then((module) => module.JoinWaitlistDialog),
);

type Props = { dates: CourseDate[]; today: string; onBook(date: CourseDate): void; courseTitle: string };

/** The Upcoming Course Dates section (SPEC §2, §4), the target of '#dates' links. */
export function CourseDatesGrid({ dates, today, onBook, courseTitle }: Props) {
  // The last date whose list was opened stays, so the dialog keeps its text while it closes.
  const [waitlist, setWaitlist] = useState<{ open: boolean; date?: WaitlistDate }>({ open: false });
  const joinWaitlist = (date: CourseDate) =>
    setWaitlist({ open: true, date: { kind: date.kind, id: date.id, startDate: date.date, location: date.location } });
  return (
    <section id="dates" aria-labelledby="dates-heading" className="scroll-mt-20">
      <h2 id="dates-heading" className="text-2xl font-bold text-brand-900">
        Upcoming Course Dates
      </h2>
      {dates.length === 0 ? (
        <NoAvailableDates />
      ) : (
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {dates.map((date) => (
            <li key={`${date.kind}-${date.id}`}>
              <DateCard date={date} today={today} onBook={onBook} onJoinWaitlist={joinWaitlist} />
            </li>
          ))}
        </ul>
      )}
      {waitlist.date && (
        <JoinWaitlistDialog
          open={waitlist.open}
          onOpenChange={(open) => setWaitlist((current) => ({ ...current, open }))}
          date={waitlist.date}
          courseTitle={courseTitle}
        />
      )}
    </section>
  );
}

type DateCardProps = Pick<Props, "today" | "onBook"> & { date: CourseDate; onJoinWaitlist(date: CourseDate): void };

function DateCard({ date, today, onBook, onJoinWaitlist }: DateCardProps) {
  const headingId = `date-${date.kind}-${date.id}`;
  const full = isFullyBooked(date);
  return (
    <article
      aria-labelledby={headingId}
      data-date-id={date.id}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="text-lg font-bold text-brand-900">
          {formatCourseDays(date.courseDays.length ? date.courseDays : [date.date])}
        </h3>
        <span
          className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold ${
            full ? "bg-red-50 text-red-800" : "bg-green-50 text-green-800"
          }`}
        >
          {full ? "Fully Booked" : seatsLeftLabel(date.seatsLeft)}
        </span>
      </div>
      <div className="mt-4">
        <DateFacts date={date} />
      </div>
      {!full && depositAppliesTo(date, today) && (
        <p className="mt-3 text-sm font-medium text-brand-800">£100 deposit required</p>
      )}
      <div className="mt-auto space-y-2 pt-5">
        <BookDateButton className="w-full" date={date} onBook={onBook} />
        {full && date.status !== "cancelled" && (
          <Button
            variant="outline"
            className="w-full"
            aria-label={`Join the waiting list: ${formatDate(date.date)}, ${date.location}`}
            onClick={() => onJoinWaitlist(date)}
          >
            Join the waiting list
          </Button>
        )}
      </div>
    </article>
  );
}

export function NoAvailableDates() {
  return (
    <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center">
      <CalendarX aria-hidden="true" className="mx-auto size-8 text-slate-500" />
      <p className="mt-3 text-lg font-semibold text-brand-900">No Available Dates</p>
      <p className="mt-1 text-slate-700">There are currently no available dates for this course.</p>
      <Link
        to="/contact"
        className="mt-4 inline-block font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
      >
        Ask us about the next dates
      </Link>
    </div>
  );
}
