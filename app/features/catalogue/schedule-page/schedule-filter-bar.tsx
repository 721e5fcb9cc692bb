import { SelectField } from "#app/shared/ui/form-field";
import { PRICE_BANDS, type FilterOption, type PriceBand, type ScheduleQuery } from "./schedule-filters";
import { Options } from "#app/shared/ui/options";

type Props = {
  query: ScheduleQuery;
  courses: readonly FilterOption[];
  months: readonly FilterOption[];
  onChange?(change: Partial<ScheduleQuery>): void;
  /** While the timetable loads there is nothing to choose from yet. */
  disabled?: boolean;
};

export function ScheduleFilterBar({ query, courses, months, onChange, disabled }: Props) {
  return (
    <form
      aria-label="Filter the schedule"
      className="mb-8 grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-3"
      onSubmit={(event) => event.preventDefault()}
    >
      <SelectField
        label="Course"
        name="course"
        value={query.course}
        disabled={disabled}
        onChange={(event) => onChange?.({ course: event.target.value })}
      >
        <option value="all">All courses</option>
        <Options items={courses} />
      </SelectField>
      <SelectField
        label="Month"
        name="month"
        value={query.month}
        disabled={disabled}
        onChange={(event) => onChange?.({ month: event.target.value })}
      >
        <option value="all">All months</option>
        <Options items={months} />
      </SelectField>
      <SelectField
        label="Price"
        name="price"
        value={query.price}
        disabled={disabled}
        onChange={(event) => onChange?.({ price: event.target.value as PriceBand })}
      >
        <Options items={PRICE_BANDS} />
      </SelectField>
    </form>
  );
}
