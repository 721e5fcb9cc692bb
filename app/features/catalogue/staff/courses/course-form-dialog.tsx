import type { ReactNode } from "react";
import type { AdminCourse } from "../staff-schema";
import { RowFormDialog } from "#app/shared/staff/form-dialog";
import { CourseForm } from "./course-form";

/** 'Add Course' and edit share one dialog (SPEC §2). */
export function CourseFormDialog({ course, trigger }: { course?: AdminCourse; trigger: ReactNode }) {
  return (
    <RowFormDialog noun="Course" editing={course?.title} intro="A new course for the catalogue." wide trigger={trigger}>
      {(close) => <CourseForm course={course} onSaved={close} />}
    </RowFormDialog>
  );
}
