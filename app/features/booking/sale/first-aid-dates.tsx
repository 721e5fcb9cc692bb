// The academy's EFAW dates that finish before the course (issue 23), from the server, each linking to its card on the
// EFAW course's page (opened in a new tab so the booking in this dialog is kept), and each bookable with the course in
// one payment (the first-aid bundle, decision 026).
import { useEffect, useState } from "react";
import { apiGet } from "#app/shared/api-client";
import { formatDate } from "#app/shared/dates";
import { formatDateSpan } from "#app/shared/date-span";
import { formatPounds } from "#app/shared/money";
import type { FirstAidDate } from "#app/features/catalogue/first-aid-dates.server";

type Props = {
  before: string;
  /** The date chosen to book with the course, if any. */
  chosen?: FirstAidDate;
  /** Where the dates may be booked with the course (the booking dialog): choosing one, or none. */
  onChoose?(date: FirstAidDate | undefined): void;
};

export function FirstAidDates({ before, chosen, onChoose }: Props) {
  const [dates, setDates] = useState<FirstAidDate[] | "loading" | "error">("loading");
  useEffect(() => {
    let current = true;
    apiGet<FirstAidDate[]>(`/api/first-aid-dates?before=${encodeURIComponent(before)}`)
      .then((found) => current && setDates(found))
      .catch(() => current && setDates("error"));
    return () => {
      current = false;
    };
  }, [before]);

  return (
    <section aria-labelledby="first-aid-dates-heading" className="rounded-lg border border-slate-200 p-3 text-sm">
      <h4 id="first-aid-dates-heading" className="font-semibold text-slate-900">
        Our Emergency First Aid at Work dates before your course
      </h4>
      {dates === "loading" ? (
        <p className="mt-1 text-slate-600">Loading dates...</p>
      ) : dates === "error" ? (
        <p className="mt-1 text-slate-700">We could not load our first aid dates. Please call us to book one.</p>
      ) : dates.length === 0 ? (
        <p className="mt-1 text-slate-700">
          None finishes before {formatDate(before)}. Please call us: we can help you find one elsewhere.
        </p>
      ) : (
        <>
          <p className="mt-1 text-slate-600">
            Each opens in a new tab, so this booking stays open here.
            {onChoose &&
              " Or book one with this course, in the same payment: they are two separate bookings, so cancelling one does not cancel the other."}
          </p>
          <ul className="mt-2 space-y-3">
            {dates.map((date) => (
              <li key={date.id}>
                <a
                  href={date.href}
                  target="_blank"
                  rel="noopener"
                  className="font-semibold text-brand-700 underline underline-offset-4"
                >
                  {formatDateSpan(date.date, date.lastDay)}, {date.location}
                </a>
                <span className="text-slate-600">
                  {" "}
                  ({date.seatsLeft === 1 ? "1 seat" : `${date.seatsLeft} seats`} left, {formatPounds(date.price)})
                </span>
                {onChoose && (
                  <label className="mt-1 flex items-center gap-3 text-slate-900">
                    <input
                      type="checkbox"
                      className="size-4 shrink-0"
                      checked={chosen?.id === date.id}
                      onChange={(event) => onChoose(event.target.checked ? date : undefined)}
                    />
                    Book this first aid course too
                    <span className="sr-only">: {formatDateSpan(date.date, date.lastDay)}</span>
                  </label>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
