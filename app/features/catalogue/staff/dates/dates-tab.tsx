import { useQuery } from "@tanstack/react-query";
import CalendarPlus from "lucide-react/icons/calendar-plus";
import type { ReactNode } from "react";
import { apiGet } from "#app/shared/api-client";
import { formatDate } from "#app/shared/dates";
import type { AdminAvailableDate } from "../staff-schema";
import { courseTitleOf } from "#app/shared/staff/staff-format";
import type { Column } from "#app/shared/staff/data-table";
import { AddButton, editDeleteColumn, StaffListTab, useDeleteRow } from "#app/shared/staff/staff-list";
import { TimetableFormDialog } from "../timetable-form-dialog";
import { adminKeys } from "#app/shared/staff/query-client";
import { DateForm } from "./date-form";
import { CourseDaysNote, timetableColumns } from "../timetable-columns";
import { useBankHolidayMap } from "../course-days-field";
import { CancelDateButton } from "../cancel-date-dialog";

function DateDialog({ date, trigger }: { date?: AdminAvailableDate; trigger: ReactNode }) {
  return (
    <TimetableFormDialog
      title={date ? "Edit Available Date" : "Add Available Date"}
      description={date ? `${courseTitleOf(date)}, ${formatDate(date.date)}` : "A single bookable day for a course."}
      trigger={trigger}
      form={(choices, close) => <DateForm date={date} {...choices} onSaved={close} />}
    />
  );
}

const nameOf = (date: AdminAvailableDate) => `${courseTitleOf(date)} on ${formatDate(date.date)}`;

/** SPEC §2 /admin Available Dates. */
export default function DatesTab() {
  const dates = useQuery({
    queryKey: adminKeys.dates,
    queryFn: () => apiGet<AdminAvailableDate[]>("/api/admin/available-dates"),
  });
  const remove = useDeleteRow("/api/admin/available-dates", "date", [adminKeys.dates]);
  const { holidays } = useBankHolidayMap();

  const columns: Column<AdminAvailableDate>[] = [
    {
      header: "Course",
      cell: (date) => <span className="font-medium text-slate-900">{courseTitleOf(date)}</span>,
    },
    {
      header: "Date",
      cell: (date) => (
        <>
          <span className="whitespace-nowrap">{formatDate(date.date)}</span>
          <CourseDaysNote days={date.courseDays} holidays={holidays} />
        </>
      ),
    },
    ...timetableColumns(),
    editDeleteColumn({
      name: (date) => `date: ${nameOf(date)}`,
      edit: (date, trigger) => <DateDialog date={date} trigger={trigger} />,
      more: (date) =>
        date.status !== "cancelled" && <CancelDateButton dateKey={{ kind: "date", id: date.id }} name={nameOf(date)} />,
      deleteTitle: "Delete available date",
      deleteQuestion: (date) =>
        `Are you sure you want to delete the date for ${nameOf(date)}? This action cannot be undone.`,
      remove,
    }),
  ];

  return (
    <StaffListTab
      id="dates-heading"
      title="Available Dates"
      description="Single bookable days offered on course pages."
      actions={<DateDialog trigger={<AddButton icon={CalendarPlus}>Add Available Date</AddButton>} />}
      query={dates}
      items="available dates"
      caption="Available dates"
      columns={columns}
      empty='No available dates configured. Click "Add Available Date" to create one.'
    />
  );
}
