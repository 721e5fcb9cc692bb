import type { ReactNode } from "react";
import { FormDialog } from "#app/shared/staff/form-dialog";
import type { AdminCourse } from "./staff-schema";
import { WithCourses } from "./course-select";
import type { AdminVenue } from "./venues/venue-schema";
import { WithVenues } from "./venues/venue-select";

/** The add or edit dialog of a date or a run: its form needs the courses and the venues to choose from. */
export function TimetableFormDialog({
  title,
  description,
  trigger,
  form,
}: {
  title: string;
  description: string;
  trigger: ReactNode;
  form: (choices: { courses: AdminCourse[]; venues: AdminVenue[] }, close: () => void) => ReactNode;
}) {
  return (
    <FormDialog title={title} description={description} trigger={trigger}>
      {(close) => (
        <WithCourses>
          {(courses) => <WithVenues>{(venues) => form({ courses, venues }, close)}</WithVenues>}
        </WithCourses>
      )}
    </FormDialog>
  );
}
