import type { ReactNode } from "react";
import type { AdminCourse } from "../staff-schema";
import { FormDialog } from "#app/shared/staff/form-dialog";
import { CourseForm } from "./course-form";

/** 'Add Course' and edit share one dialog (SPEC §2). */
export function CourseFormDialog({ course, trigger }: { course?: AdminCourse; trigger: ReactNode }) {
  return (
    <FormDialog
      title={course ? "Edit Course" : "Add Course"}
      description={course ? course.title : "A new course for the catalogue."}
      className="sm:max-w-3xl"
      trigger={trigger}
    >
      {(close) => <CourseForm course={course} onSaved={close} />}
    </FormDialog>
  );
}
