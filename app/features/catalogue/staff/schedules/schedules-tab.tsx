import { useQuery } from "@tanstack/react-query";
import CalendarPlus from "lucide-react/icons/calendar-plus";
import type { ReactNode } from "react";
import { apiGet } from "#app/shared/api-client";
import { formatDate } from "#app/shared/dates";
import { formatWeekdays } from "#app/shared/format";
import type { AdminCourseInstance } from "../staff-schema";
import { courseTitleOf } from "#app/shared/staff/staff-format";
import type { Column } from "#app/shared/staff/data-table";
import { AddButton, editDeleteColumn, StaffListTab, useDeleteRow } from "#app/shared/staff/staff-list";
import { TimetableFormDialog } from "../timetable-form-dialog";
import { adminKeys } from "#app/shared/staff/query-client";
import { ScheduleForm } from "./schedule-form";
import { CourseDaysNote, timetableColumns } from "../timetable-columns";
import { useBankHolidayMap } from "../course-days-field";
import { CancelDateButton } from "../cancel-date-dialog";

function ScheduleDialog({ instance, trigger }: { instance?: AdminCourseInstance; trigger: ReactNode }) {
  return (
    <TimetableFormDialog
      title={instance ? "Edit Schedule" : "Schedule Course"}
      description={
        instance
          ? `${courseTitleOf(instance)}, ${formatDate(instance.startDate)}`
          : "A new run of a course on the timetable."
      }
      trigger={trigger}
      form={(choices, close) => <ScheduleForm instance={instance} {...choices} onSaved={close} />}
    />
  );
}

const nameOf = (instance: AdminCourseInstance) => `${courseTitleOf(instance)} on ${formatDate(instance.startDate)}`;

/** SPEC §2 /admin Schedules (course instances). */
export default function SchedulesTab() {
  const instances = useQuery({
    queryKey: adminKeys.instances,
    queryFn: () => apiGet<AdminCourseInstance[]>("/api/admin/course-instances"),
  });
  const remove = useDeleteRow("/api/admin/course-instances", "schedule", [adminKeys.instances]);
  const { holidays } = useBankHolidayMap();

  const columns: Column<AdminCourseInstance>[] = [
    {
      header: "Course",
      cell: (instance) => <span className="font-medium text-slate-900">{courseTitleOf(instance)}</span>,
    },
    {
      header: "Start date",
      cell: (instance) => (
        <>
          <span className="whitespace-nowrap">{formatDate(instance.startDate)}</span>
          <span className="block text-xs text-slate-600">{formatWeekdays(instance.days)}</span>
          <CourseDaysNote days={instance.courseDays} holidays={holidays} />
        </>
      ),
    },
    ...timetableColumns(),
    editDeleteColumn({
      name: (instance) => `schedule: ${nameOf(instance)}`,
      edit: (instance, trigger) => <ScheduleDialog instance={instance} trigger={trigger} />,
      more: (instance) =>
        instance.status !== "cancelled" && (
          <CancelDateButton dateKey={{ kind: "instance", id: instance.id }} name={nameOf(instance)} />
        ),
      deleteTitle: "Delete schedule",
      deleteQuestion: (instance) =>
        `Are you sure you want to delete the schedule for ${nameOf(instance)}? This action cannot be undone.`,
      remove,
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
      columns={columns}
      empty='No courses scheduled. Click "Schedule Course" to add one.'
    />
  );
}
