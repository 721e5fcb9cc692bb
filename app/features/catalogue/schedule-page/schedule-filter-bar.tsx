import { SelectField } from "#app/shared/ui/form-field";
import { PRICE_BANDS, type FilterOption, type ScheduleQuery } from "./schedule-filters";
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
  /** One box of the bar: it shows the query's `name` and hands a choice on; `all` is its 'any' option, if it has one. */
  const filter = (label: string, name: keyof ScheduleQuery, items: readonly FilterOption[], all?: string) => (
    <SelectField
      label={label}
      name={name}
      value={query[name]}
      disabled={disabled}
      onChange={(event) => onChange?.({ [name]: event.target.value })}
    >
      {all && <option value="all">{all}</option>}
      <Options items={items} />
    </SelectField>
  );
  return (
    <form
      method="get"
      aria-label="Filter the schedule"
      className="mb-8 grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-3"
      onSubmit={(event) => event.preventDefault()}
    >
      {filter("Course", "course", courses, "All courses")}
      {filter("Month", "month", months, "All months")}
      {filter("Price", "price", PRICE_BANDS)}
    </form>
  );
}
