import type { ReactNode } from "react";
import { formatDate } from "#app/shared/dates";
import { formatWeekdays } from "#app/shared/format";
import type { AdminCourseInstance } from "../staff-schema";
import { courseTitleOf } from "#app/shared/staff/staff-format";
import { TimetableFormDialog } from "../timetable-form-dialog";
import { adminKeys } from "#app/shared/staff/query-client";
import { ScheduleForm } from "./schedule-form";
import { TimetableListTab } from "../timetable-list-tab";

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

/** SPEC §2 /admin Schedules (course instances). */
export default function SchedulesTab() {
  return (
    <TimetableListTab<AdminCourseInstance>
      kind="instance"
      path="/api/admin/course-instances"
      queryKey={adminKeys.instances}
      noun="schedule"
      firstDay={(instance) => instance.startDate}
      dateHeader="Start date"
      detail={(instance) => <span className="block text-xs text-slate-600">{formatWeekdays(instance.days)}</span>}
      dialog={(instance, trigger) => <ScheduleDialog instance={instance} trigger={trigger} />}
      deleteTitle="Delete schedule"
      heading={{
        id: "schedules-heading",
        title: "Schedules",
        description: "Course runs on the public timetable.",
        add: "Schedule Course",
        items: "schedules",
        empty: 'No courses scheduled. Click "Schedule Course" to add one.',
      }}
    />
  );
}
