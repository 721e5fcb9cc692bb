import { formatCourseDays } from "#app/shared/date-span";
import { formatPounds } from "#app/shared/money";
import { isFullyBooked } from "../date-rules";
import { BookDateButton } from "./book-date-button";
import { depositAppliesTo, seatsLeftLabel, type CourseDate } from "./course-dates";

type Props = { dates: CourseDate[]; today: string; onBook(date: CourseDate): void };

/** The body of the hero's 'View Available Dates' dialog (SPEC §2): every upcoming date, with the deposit where it applies. */
export function AvailableDatesList({ dates, today, onBook }: Props) {
  return dates.length === 0 ? (
    <div className="rounded-lg border border-dashed border-slate-300 p-6 text-center">
      <p className="font-semibold text-brand-900">No Available Dates</p>
      <p className="mt-1 text-sm text-slate-700">There are currently no available dates for this course.</p>
    </div>
  ) : (
    <ul className="divide-y divide-slate-200" aria-label="Upcoming dates">
      {dates.map((date) => {
        const full = isFullyBooked(date);
        return (
          <li
            key={`${date.kind}-${date.id}`}
            className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="text-sm">
              <p className="text-base font-semibold text-brand-900">
                {formatCourseDays(date.courseDays.length ? date.courseDays : [date.date])}
              </p>
              <p className="text-slate-700">
                {date.location} · {full ? "Fully Booked" : seatsLeftLabel(date.seatsLeft)}
              </p>
              {!full && depositAppliesTo(date, today) && (
                <p className="font-medium text-brand-800">£100 deposit required</p>
              )}
            </div>
            <div className="flex items-center justify-between gap-4 sm:justify-end">
              <p className="text-lg font-bold text-brand-800">{formatPounds(date.price)}</p>
              <BookDateButton date={date} onBook={onBook} className="h-9 px-4" />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
