// The Schedules and Available Dates tabs list alike: each run or date with its course, first day and course days,
// where, seats and status, and its edit, cancel and delete buttons. Each tab keeps its dialog and copy.
import { useQuery, type QueryKey } from "@tanstack/react-query";
import CalendarPlus from "lucide-react/icons/calendar-plus";
import type { ReactNode } from "react";
import { apiGet } from "#app/shared/api-client";
import { formatDate } from "#app/shared/dates";
import type { Column } from "#app/shared/staff/data-table";
import { courseTitleOf } from "#app/shared/staff/staff-format";
import { AddButton, editDeleteColumn, StaffListTab, useDeleteRow } from "#app/shared/staff/staff-list";
import { CancelDateButton, type CancelDateKey } from "./cancel-date-dialog";
import { useBankHolidayMap } from "./course-days-field";
import type { AdminAvailableDate, AdminCourseInstance } from "./staff-schema";
import { CourseDaysNote, timetableColumns } from "./timetable-columns";

/**
 * `path` is the list's API path (rows deleted at `path/id`), `noun` names a row in the toasts and buttons ('Schedule
 * deleted', 'Delete schedule: …'), `firstDay` is the date its name and `dateHeader` column show, `detail` any line
 * under that date, and `dialog` the add (no row) or edit dialog opened by `trigger`.
 */
export function TimetableListTab<T extends AdminCourseInstance | AdminAvailableDate>({
  kind,
  path,
  queryKey,
  noun,
  firstDay,
  dateHeader,
  detail,
  dialog,
  deleteTitle,
  heading,
}: {
  kind: CancelDateKey["kind"];
  path: string;
  queryKey: QueryKey;
  noun: string;
  firstDay: (row: T) => string;
  dateHeader: string;
  detail?: (row: T) => ReactNode;
  dialog: (row: T | undefined, trigger: ReactNode) => ReactNode;
  deleteTitle: string;
  heading: {
    id: string;
    title: string;
    description: string;
    add: string;
    items: string;
    caption?: string;
    empty: string;
  };
}) {
  const rows = useQuery({ queryKey, queryFn: () => apiGet<T[]>(path) });
  const remove = useDeleteRow(path, noun, [queryKey]);
  const { holidays } = useBankHolidayMap();
  const nameOf = (row: T) => `${courseTitleOf(row)} on ${formatDate(firstDay(row))}`;

  const columns: Column<T>[] = [
    { header: "Course", cell: (row) => <span className="font-medium text-slate-900">{courseTitleOf(row)}</span> },
    {
      header: dateHeader,
      cell: (row) => (
        <>
          <span className="whitespace-nowrap">{formatDate(firstDay(row))}</span>
          {detail?.(row)}
          <CourseDaysNote days={row.courseDays} holidays={holidays} />
        </>
      ),
    },
    ...timetableColumns<T>(),
    editDeleteColumn<T>({
      name: (row) => `${noun}: ${nameOf(row)}`,
      edit: dialog,
      more: (row) =>
        row.status !== "cancelled" && <CancelDateButton dateKey={{ kind, id: row.id }} name={nameOf(row)} />,
      deleteTitle,
      deleteQuestion: (row) =>
        `Are you sure you want to delete the ${noun} for ${nameOf(row)}? This action cannot be undone.`,
      remove,
    }),
  ];

  const { add, ...list } = heading;
  return (
    <StaffListTab
      {...list}
      actions={dialog(undefined, <AddButton icon={CalendarPlus}>{add}</AddButton>)}
      query={rows}
      columns={columns}
    />
  );
}
