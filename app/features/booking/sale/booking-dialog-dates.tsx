import CalendarDays from "lucide-react/icons/calendar-days";
import CalendarX2 from "lucide-react/icons/calendar-x-2";
import LoaderCircle from "lucide-react/icons/loader-circle";
import MapPin from "lucide-react/icons/map-pin";
import Users from "lucide-react/icons/users";
import { Link } from "react-router";
import { formatDate } from "#app/shared/dates";
import { formatPounds } from "#app/shared/money";
import { Button } from "#app/shared/ui/button";
import { seatsLeftLabel, type DateChoice } from "./date-choices";
import { StepHeading } from "./step-heading";
import { useDateChoices } from "./use-date-choices";

type Props = {
  course: { id: string; price: number };
  onChoose(choice: DateChoice): void;
  focusHeading: boolean;
};

/** Step 1 (SPEC §4): the course's bookable dates; choosing one moves on to the details. */
export function BookingDatesStep({ course, onChoose, focusHeading }: Props) {
  const { state, retry } = useDateChoices(course);
  return (
    <div>
      <StepHeading focusOnMount={focusHeading}>Choose a Date</StepHeading>
      {state.status === "loading" && (
        <p role="status" className="mt-4 flex items-center gap-2 text-sm text-slate-600">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
          Loading available dates...
        </p>
      )}
      {state.status === "error" && (
        <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <p>We could not load the dates for this course. Please try again.</p>
          <Button className="mt-3" variant="outline" size="sm" onClick={retry}>
            Try Again
          </Button>
        </div>
      )}
      {state.status === "ready" && state.choices.length === 0 && <NoDates />}
      {state.status === "ready" && state.choices.length > 0 && (
        <ul className="mt-4 space-y-3" aria-label="Available dates">
          {state.choices.map((choice) => (
            <li key={`${choice.kind}:${choice.id}`}>
              <button
                type="button"
                onClick={() => onChoose(choice)}
                className="flex w-full items-center justify-between gap-4 rounded-lg border border-slate-300 p-4 text-left transition-colors hover:border-brand-600 hover:bg-brand-50"
              >
                <span className="min-w-0">
                  <span className="flex items-center gap-2 font-semibold text-brand-900">
                    <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
                    {formatDate(choice.date)}
                  </span>
                  <span className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
                    <span className="inline-flex items-center gap-1">
                      <MapPin aria-hidden="true" className="size-3.5" />
                      {choice.location}
                    </span>
                    <span className="inline-flex items-center gap-1">
                      <Users aria-hidden="true" className="size-3.5" />
                      {seatsLeftLabel(choice.seatsLeft)}
                    </span>
                  </span>
                </span>
                <span className="shrink-0 font-bold text-brand-800">{formatPounds(choice.price)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function NoDates() {
  return (
    <div className="mt-4 rounded-lg border border-dashed border-slate-300 p-6 text-center">
      <CalendarX2 aria-hidden="true" className="mx-auto size-8 text-slate-500" />
      <p className="mt-2 font-semibold text-slate-900">No Available Dates</p>
      <p className="mt-1 text-sm text-slate-600">There are currently no available dates for this course.</p>
      <Link to="/contact" className="mt-3 inline-block text-sm font-semibold text-brand-700 underline">
        Ask us about the next dates
      </Link>
    </div>
  );
}
