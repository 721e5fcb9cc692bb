import type { ReactNode } from "react";
import { formatDate } from "#app/shared/dates";
import type { AdminAvailableDate } from "../staff-schema";
import { courseTitleOf } from "#app/shared/staff/staff-format";
import { TimetableFormDialog } from "../timetable-form-dialog";
import { adminKeys } from "#app/shared/staff/query-client";
import { DateForm } from "./date-form";
import { TimetableListTab } from "../timetable-list-tab";

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

/** SPEC §2 /admin Available Dates. */
export default function DatesTab() {
  return (
    <TimetableListTab<AdminAvailableDate>
      kind="date"
      path="/api/admin/available-dates"
      queryKey={adminKeys.dates}
      noun="date"
      firstDay={(date) => date.date}
      dateHeader="Date"
      dialog={(date, trigger) => <DateDialog date={date} trigger={trigger} />}
      deleteTitle="Delete available date"
      heading={{
        id: "dates-heading",
        title: "Available Dates",
        description: "Single bookable days offered on course pages.",
        add: "Add Available Date",
        items: "available dates",
        caption: "Available dates",
        empty: 'No available dates configured. Click "Add Available Date" to create one.',
      }}
    />
  );
}
