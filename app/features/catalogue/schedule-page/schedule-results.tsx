import { InstanceCard } from "./instance-card";
import type { ScheduleData } from "./schedule-data";
import { ScheduleFilterBar } from "./schedule-filter-bar";
import {
  filterInstances,
  monthsWithDates,
  resolveScheduleQuery,
  type FilterOption,
  type ScheduleQuery,
} from "./schedule-filters";
import { NoMatches } from "#app/shared/ui/no-matches";

type Props = {
  data: ScheduleData;
  query: ScheduleQuery;
  onChange(change: Partial<ScheduleQuery>): void;
  onClear(): void;
};

/** The filters and the grid of dates, once the timetable has loaded. */
export function ScheduleResults({ data, query, onChange, onClear }: Props) {
  const courses: FilterOption[] = data.courses.map((course) => ({ value: course.slug, label: course.title }));
  const months = monthsWithDates(data.instances, data.today);
  const active = resolveScheduleQuery(query, {
    courses: courses.map((course) => course.value),
    months: months.map((month) => month.value),
  });
  const visible = filterInstances(data.instances, active, data.today);

  return (
    <>
      <ScheduleFilterBar query={active} courses={courses} months={months} onChange={onChange} />
      <p className="sr-only" role="status">
        {visible.length} {visible.length === 1 ? "date" : "dates"} shown
      </p>
      {visible.length === 0 ? (
        <NoMatches onClear={onClear} />
      ) : (
        <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {visible.map((instance) => (
            <InstanceCard key={instance.id} instance={instance} />
          ))}
        </div>
      )}
    </>
  );
}
