import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { apiRequest } from "#app/shared/api-client";
import { formatPoundsExact } from "#app/shared/money";
import { Button } from "#app/shared/ui/button";
import { DialogClose } from "#app/shared/ui/dialog";
import { TextAreaField, TextField } from "#app/shared/ui/form-field";
import { CourseInputSchema, type AdminCourse, type CourseFormValues, type CourseInput } from "../staff-schema";
import { slugify } from "#app/shared/staff/staff-format";
import { CheckboxField, LinesField } from "#app/shared/staff/form-controls";
import { adminKeys } from "#app/shared/staff/query-client";
import { useAdminMutation } from "#app/shared/staff/use-admin-mutation";
import { applyFieldErrors } from "#app/shared/form-errors";
import { COURSE_FORM_FIELDS, courseToForm, EMPTY_COURSE_FORM } from "./course-form-values";
import { SyllabusField } from "./syllabus-field";

/** Every course field (SPEC §3 course), checked with the schema the API uses (§5 course form). */
export function CourseForm({ course, onSaved }: { course?: AdminCourse; onSaved(): void }) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<CourseFormValues, unknown, CourseInput>({
    resolver: zodResolver(CourseInputSchema),
    defaultValues: course ? courseToForm(course) : EMPTY_COURSE_FORM,
  });
  const save = useAdminMutation<CourseInput, AdminCourse>({
    mutationFn: (values) =>
      course
        ? apiRequest("PUT", `/api/admin/courses/${course.id}`, values)
        : apiRequest("POST", "/api/admin/courses", values),
    // Titles appear in the schedule, date and booking lists too.
    invalidates: [adminKeys.courses, adminKeys.instances, adminKeys.dates, adminKeys.bookings],
    failureMessage: course ? "Failed to update course" : "Failed to create course",
    success: { title: course ? "Course updated" : "Course created" },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      onSaved();
    } catch (error) {
      applyFieldErrors(error, setError, COURSE_FORM_FIELDS);
    }
  });

  const price = watch("price");
  const titleField = register("title");
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Title"
          required
          error={errors.title?.message}
          {...titleField}
          onBlur={(event) => {
            void titleField.onBlur(event);
            // A new course gets a slug from its title; one typed by hand is kept.
            if (!getValues("slug")) setValue("slug", slugify(event.target.value));
          }}
        />
        <TextField
          label="Slug"
          required
          hint="Lowercase letters, numbers and hyphens: the course page address /courses/…"
          error={errors.slug?.message}
          {...register("slug")}
        />
      </div>
      <TextAreaField label="Description" rows={4} error={errors.description?.message} {...register("description")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Duration (days)"
          type="number"
          inputMode="numeric"
          min={1}
          required
          error={errors.durationDays?.message}
          {...register("durationDays", { valueAsNumber: true })}
        />
        <TextField
          label="Price (pence)"
          type="number"
          inputMode="numeric"
          min={0}
          required
          hint={Number.isInteger(price) ? `${formatPoundsExact(price ?? 0)} on the website` : "In pence: 24900 is £249"}
          error={errors.price?.message}
          {...register("price", { valueAsNumber: true })}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Awarding body" error={errors.awardingBody?.message} {...register("awardingBody")} />
        <TextAreaField
          label="Assessment method"
          rows={2}
          error={errors.assessmentMethod?.message}
          {...register("assessmentMethod")}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <LinesField control={control} name="includes" label="Course includes" />
        <LinesField control={control} name="prerequisites" label="Prerequisites" />
        <LinesField control={control} name="tags" label="Tags" hint="One per line, e.g. Most Popular" />
      </div>
      <SyllabusField control={control} errors={errors} register={register} />
      <CheckboxField label="Active" hint="Inactive courses are hidden from the website." {...register("isActive")} />
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : course ? "Save Changes" : "Create Course"}
        </Button>
      </div>
    </form>
  );
}
