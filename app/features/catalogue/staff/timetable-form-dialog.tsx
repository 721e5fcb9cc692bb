import type { ReactNode } from "react";
import { FormDialog } from "#app/shared/staff/form-dialog";
import { QueryState } from "#app/shared/staff/query-state";
import type { AdminCourse } from "./staff-schema";
import { useAdminCourses } from "./course-queries";
import type { AdminVenue } from "./venues/venue-schema";
import { useAdminVenues } from "./venues/venue-queries";

type Choices = { courses: AdminCourse[]; venues: AdminVenue[] };

/** The form starts once the courses and venues are there, so an edit shows its course and venue. */
function WithChoices({ children }: { children: (choices: Choices) => ReactNode }) {
  const courses = useAdminCourses();
  const venues = useAdminVenues();
  return (
    <QueryState query={courses} what="courses">
      {(courseList) => (
        <QueryState query={venues} what="venues">
          {(venueList) => children({ courses: courseList, venues: venueList })}
        </QueryState>
      )}
    </QueryState>
  );
}

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
  form: (choices: Choices, close: () => void) => ReactNode;
}) {
  return (
    <FormDialog title={title} description={description} trigger={trigger}>
      {(close) => <WithChoices>{(choices) => form(choices, close)}</WithChoices>}
    </FormDialog>
  );
}
