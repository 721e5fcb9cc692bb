import { useQuery } from "@tanstack/react-query";
import CalendarPlus from "lucide-react/icons/calendar-plus";
import type { ReactNode } from "react";
import { apiGet } from "#app/shared/api-client";
import { formatDate } from "#app/shared/dates";
import type { AdminAvailableDate } from "../staff-schema";
import { courseTitleOf } from "#app/shared/staff/staff-format";
import { ConfirmDelete } from "#app/shared/staff/confirm-dialog";
import type { Column } from "#app/shared/staff/data-table";
import { actionsColumn, AddButton, StaffListTab, useDeleteRow } from "#app/shared/staff/staff-list";
import { FormDialog } from "#app/shared/staff/form-dialog";
import { WithCourses } from "../course-select";
import { adminKeys } from "#app/shared/staff/query-client";
import { EditButton } from "#app/shared/staff/row-actions";
import { DateForm } from "./date-form";
import { timetableColumns } from "../timetable-columns";

function DateDialog({ date, trigger }: { date?: AdminAvailableDate; trigger: ReactNode }) {
  return (
    <FormDialog
      title={date ? "Edit Available Date" : "Add Available Date"}
      description={date ? `${courseTitleOf(date)}, ${formatDate(date.date)}` : "A single bookable day for a course."}
      trigger={trigger}
    >
      {(close) => <WithCourses>{(courses) => <DateForm date={date} courses={courses} onSaved={close} />}</WithCourses>}
    </FormDialog>
  );
}

/** SPEC §2 /admin Available Dates. */
export default function DatesTab() {
  const dates = useQuery({
    queryKey: adminKeys.dates,
    queryFn: () => apiGet<AdminAvailableDate[]>("/api/admin/available-dates"),
  });
  const remove = useDeleteRow("/api/admin/available-dates", "date", [adminKeys.dates]);

  const columns: Column<AdminAvailableDate>[] = [
    {
      header: "Course",
      cell: (date) => <span className="font-medium text-slate-900">{courseTitleOf(date)}</span>,
    },
    { header: "Date", className: "whitespace-nowrap", cell: (date) => formatDate(date.date) },
    ...timetableColumns(),
    actionsColumn((date) => {
      const name = `${courseTitleOf(date)} on ${formatDate(date.date)}`;
      return (
        <>
          <DateDialog date={date} trigger={<EditButton label={`Edit date: ${name}`} />} />
          <ConfirmDelete
            label={`Delete date: ${name}`}
            title="Delete available date"
            description={`Are you sure you want to delete the date for ${name}? This action cannot be undone.`}
            onConfirm={() => remove.mutateAsync(date.id)}
          />
        </>
      );
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
