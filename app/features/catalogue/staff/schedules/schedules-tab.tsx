import { useQuery } from "@tanstack/react-query";
import CalendarPlus from "lucide-react/icons/calendar-plus";
import type { ReactNode } from "react";
import { apiGet, apiRequest } from "#app/shared/api-client";
import { formatDate } from "#app/shared/dates";
import { formatWeekdays } from "#app/shared/format";
import { Button } from "#app/shared/ui/button";
import type { AdminCourseInstance } from "../staff-schema";
import { courseTitleOf, seatsText } from "#app/shared/staff/staff-format";
import { ConfirmDelete } from "#app/shared/staff/confirm-dialog";
import { DataTable, type Column } from "#app/shared/staff/data-table";
import { FormDialog } from "#app/shared/staff/form-dialog";
import { WithCourses } from "../course-select";
import { adminKeys } from "#app/shared/staff/query-client";
import { QueryState } from "#app/shared/staff/query-state";
import { EditButton, RowActions } from "#app/shared/staff/row-actions";
import { TimetableStatusBadge } from "#app/shared/staff/status-badge";
import { TabHeader } from "#app/shared/staff/tab-header";
import { useAdminMutation } from "#app/shared/staff/use-admin-mutation";
import { ScheduleForm } from "./schedule-form";

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
  const remove = useAdminMutation<string>({
    mutationFn: (id) => apiRequest("DELETE", `/api/admin/course-instances/${id}`),
    invalidates: [adminKeys.instances],
    failureMessage: "Failed to delete schedule",
    success: { title: "Schedule deleted" },
  });

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
    { header: "Location", cell: (instance) => instance.location },
    { header: "Seats", cell: (instance) => seatsText(instance.bookedSeats, instance.maxSeats) },
    { header: "Status", cell: (instance) => <TimetableStatusBadge status={instance.status} /> },
    {
      header: "Actions",
      hiddenHeader: true,
      className: "text-right",
      cell: (instance) => {
        const name = `${courseTitleOf(instance)} on ${formatDate(instance.startDate)}`;
        return (
          <RowActions>
            <ScheduleDialog instance={instance} trigger={<EditButton label={`Edit schedule: ${name}`} />} />
            <ConfirmDelete
              label={`Delete schedule: ${name}`}
              title="Delete schedule"
              description={`Are you sure you want to delete the schedule for ${name}? This action cannot be undone.`}
              onConfirm={() => remove.mutateAsync(instance.id)}
            />
          </RowActions>
        );
      },
    },
  ];

  return (
    <section aria-labelledby="schedules-heading">
      <TabHeader id="schedules-heading" title="Schedules" description="Course runs on the public timetable.">
        <ScheduleDialog
          trigger={
            <Button>
              <CalendarPlus aria-hidden="true" className="size-4" />
              Schedule Course
            </Button>
          }
        />
      </TabHeader>
      <QueryState query={instances} loadingLabel="Loading schedules" errorMessage="Failed to load schedules.">
        {(rows) => (
          <DataTable
            caption="Schedules"
            columns={columns}
            rows={rows}
            rowKey={(instance) => instance.id}
            empty='No courses scheduled. Click "Schedule Course" to add one.'
          />
        )}
      </QueryState>
    </section>
  );
}
