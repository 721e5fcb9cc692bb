import AlertTriangle from "lucide-react/icons/triangle-exclamation-point";
import { useEffect, useId, useMemo, useRef, type ComponentProps } from "react";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { isCalendarDate } from "#app/shared/staff/input-fields";
import { formatCourseDays } from "#app/shared/date-span";
import { Button } from "#app/shared/ui/button";
import {
  candidateDays,
  closedDayWarnings,
  holidayMapOf,
  proposeCourseDays,
  type BankHolidays,
} from "#app/shared/course-day-rules";
import { useBankHolidays } from "./venues/venue-queries";

const dayLabel = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
const labelOf = (day: string) => dayLabel.format(new Date(`${day}T12:00:00Z`));

/** The Sunday and bank-holiday warnings for some days, as staff see them in the forms and the timetable. */
export function ClosedDayWarnings({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <div className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>
        <p className="font-semibold">Check these days</p>
        <ul className="mt-1 space-y-0.5">
          {warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Bank holidays by date, once the server has sent them (an empty map until then). */
export function useBankHolidayMap(): { holidays: BankHolidays; loaded: boolean } {
  const query = useBankHolidays();
  const holidays = useMemo(() => holidayMapOf(query.data ?? []), [query.data]);
  return { holidays, loaded: query.isSuccess };
}

/**
 * The days a date or run meets (issue 21): a box for each day from the first, the course's length proposed as open
 * days (no Sundays, no bank holidays, on a run's weekdays), and a warning for each chosen day the academy is closed.
 * A new first day or course proposes the days again; an edit keeps its stored days until then.
 */
export function CourseDaysField({
  firstDay,
  durationDays,
  weekdays = [],
  value,
  onChange,
  error,
}: {
  firstDay: string;
  /** The course's length; undefined until a course is chosen. */
  durationDays: number | undefined;
  weekdays?: readonly string[];
  value: readonly string[];
  onChange(days: string[]): void;
  error?: string;
}) {
  const id = useId();
  const { holidays, loaded } = useBankHolidayMap();
  const ready = isCalendarDate(firstDay) && durationDays !== undefined;
  const proposal = () => proposeCourseDays(firstDay, durationDays ?? 1, holidays, weekdays);
  // The first day, course and weekdays the days were last proposed for; an edit's stored days count as chosen.
  const key = `${firstDay}|${durationDays}|${weekdays.join(",")}`;
  const proposedFor = useRef(value.length > 0 && value[0] === firstDay ? key : "");
  useEffect(() => {
    if (!ready || !loaded || proposedFor.current === key) return;
    proposedFor.current = key;
    onChange(proposal());
    // Only a new first day, course or set of training days (or the holidays arriving) proposes again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ready, loaded]);

  const chosen = [...value].sort();
  const warnings = closedDayWarnings(chosen, holidays);
  const toggle = (day: string, on: boolean) =>
    onChange(on ? [...new Set([...chosen, day])].sort() : chosen.filter((other) => other !== day));

  return (
    <fieldset aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`} className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">
        Course days
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      </legend>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        Every day the course meets, as learners are told. The first is the start date. A new start date, course or set
        of training days proposes them again, leaving out Sundays and bank holidays.
      </p>
      {!ready ? (
        <p className="text-sm text-slate-700">Choose the course and its first day to pick the days.</p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm font-medium text-slate-900" aria-live="polite">
              {chosen.length} day{chosen.length === 1 ? "" : "s"}:{" "}
              {formatCourseDays(chosen.length ? chosen : [firstDay])}
            </p>
            <Button type="button" variant="outline" size="sm" onClick={() => onChange(proposal())}>
              Propose days
            </Button>
          </div>
          <ClosedDayWarnings warnings={warnings} />
          <ul className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
            {candidateDays(firstDay, chosen, durationDays ?? 1).map((day) => {
              const closed = holidays.get(day) ?? (new Date(`${day}T12:00:00Z`).getUTCDay() === 0 ? "Sunday" : null);
              return (
                <li key={day}>
                  <label className="flex min-h-9 items-center gap-2 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      className="size-5 accent-brand-700"
                      checked={day === firstDay || chosen.includes(day)}
                      disabled={day === firstDay}
                      onChange={(event) => toggle(day, event.target.checked)}
                    />
                    <span>
                      {labelOf(day)}
                      {day === firstDay && <span className="text-slate-600"> (first day)</span>}
                      {closed && <span className="block text-xs text-amber-800">{closed}</span>}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** CourseDaysField bound to a form's `courseDays`; `rootError` is the list's own message (the server's, or too few). */
export function CourseDaysControl<T extends FieldValues>({
  control,
  rootError,
  ...props
}: { control: Control<T>; rootError?: string } & Omit<
  ComponentProps<typeof CourseDaysField>,
  "value" | "onChange" | "error"
>) {
  return (
    <Controller
      control={control}
      name={"courseDays" as Path<T>}
      render={({ field, fieldState }) => (
        <CourseDaysField
          {...props}
          value={field.value ?? []}
          onChange={field.onChange}
          error={fieldState.error?.message ?? rootError}
        />
      )}
    />
  );
}
