import { useQuery } from "@tanstack/react-query";
import CalendarPlus from "lucide-react/icons/calendar-plus";
import type { ReactNode } from "react";
import { apiGet } from "#app/shared/api-client";
import { formatDate } from "#app/shared/dates";
import { formatWeekdays } from "#app/shared/format";
import type { AdminCourseInstance } from "../staff-schema";
import { courseTitleOf } from "#app/shared/staff/staff-format";
import { ConfirmDelete } from "#app/shared/staff/confirm-dialog";
import type { Column } from "#app/shared/staff/data-table";
import { actionsColumn, AddButton, StaffListTab, useDeleteRow } from "#app/shared/staff/staff-list";
import { FormDialog } from "#app/shared/staff/form-dialog";
import { WithCourses } from "../course-select";
import { adminKeys } from "#app/shared/staff/query-client";
import { EditButton } from "#app/shared/staff/row-actions";
import { ScheduleForm } from "./schedule-form";
import { timetableColumns } from "../timetable-columns";

function ScheduleDialog({ instance, trigger }: { instance?: AdminCourseInstance; trigger: ReactNode }) {
  return (
    <FormDialog
      title={instance ? "Edit Schedule" : "Schedule Course"}
      description={
        instance
          ? `${courseTitleOf(instance)}, ${formatDate(instance.startDate)}`
          : "A new run of a course on the timetable."
      }
      trigger={trigger}
    >
      {(close) => (
        <WithCourses>{(courses) => <ScheduleForm instance={instance} courses={courses} onSaved={close} />}</WithCourses>
      )}
    </FormDialog>
  );
}

/** SPEC §2 /admin Schedules (course instances). */
export default function SchedulesTab() {
  const instances = useQuery({
    queryKey: adminKeys.instances,
    queryFn: () => apiGet<AdminCourseInstance[]>("/api/admin/course-instances"),
  });
  const remove = useDeleteRow("/api/admin/course-instances", "schedule", [adminKeys.instances]);

  const columns: Column<AdminCourseInstance>[] = [
    {
      header: "Course",
      cell: (instance) => <span className="font-medium text-slate-900">{courseTitleOf(instance)}</span>,
    },
    {
      header: "Start date",
      className: "whitespace-nowrap",
      cell: (instance) => (
        <>
          {formatDate(instance.startDate)}
          <span className="block text-xs text-slate-600">{formatWeekdays(instance.days)}</span>
        </>
      ),
    },
    ...timetableColumns(),
    actionsColumn((instance) => {
      const name = `${courseTitleOf(instance)} on ${formatDate(instance.startDate)}`;
      return (
        <>
          <ScheduleDialog instance={instance} trigger={<EditButton label={`Edit schedule: ${name}`} />} />
          <ConfirmDelete
            label={`Delete schedule: ${name}`}
            title="Delete schedule"
            description={`Are you sure you want to delete the schedule for ${name}? This action cannot be undone.`}
            onConfirm={() => remove.mutateAsync(instance.id)}
          />
        </>
      );
    }),
  ];

  return (
    <StaffListTab
      id="schedules-heading"
      title="Schedules"
      description="Course runs on the public timetable."
      actions={<ScheduleDialog trigger={<AddButton icon={CalendarPlus}>Schedule Course</AddButton>} />}
      query={instances}
      items="schedules"
      caption="Schedules"
      columns={columns}
      empty='No courses scheduled. Click "Schedule Course" to add one.'
    />
  );
}
