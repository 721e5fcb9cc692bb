import { zodResolver } from "@hookform/resolvers/zod";
import { formatPoundsExact } from "#app/shared/money";
import { TextAreaField, TextField } from "#app/shared/ui/form-field";
import { CourseInputSchema, type AdminCourse, type CourseFormValues, type CourseInput } from "../staff-schema";
import { CheckboxField, LinesField } from "#app/shared/staff/form-controls";
import { adminKeys } from "#app/shared/staff/query-client";
import { FormActions, rowSaveToasts, useStaffForm } from "#app/shared/staff/staff-form";
import { COURSE_FORM_FIELDS, courseToForm, EMPTY_COURSE_FORM } from "./course-form-values";
import { SyllabusField } from "./syllabus-field";
import { TitleAndSlugFields } from "#app/shared/staff/title-slug-fields";

/** Every course field (SPEC §3 course), checked with the schema the API uses (§5 course form). */
export function CourseForm({ course, onSaved }: { course?: AdminCourse; onSaved(): void }) {
  const form = useStaffForm<CourseFormValues, CourseInput>({
    resolver: zodResolver(CourseInputSchema),
    defaultValues: course ? courseToForm(course) : EMPTY_COURSE_FORM,
    fields: COURSE_FORM_FIELDS,
    save: {
      path: "/api/admin/courses",
      id: course?.id,
      onSaved,
      // Titles appear in the schedule, date and booking lists too.
      invalidates: [adminKeys.courses, adminKeys.instances, adminKeys.dates, adminKeys.bookings],
      ...rowSaveToasts(Boolean(course), "course", "created"),
    },
  });
  const { register, control, watch, submit, errors, isSubmitting, field } = form;

  const price = watch("price");
  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-5">
      <TitleAndSlugFields
        form={form}
        slugLabel="Slug"
        slugHint="Lowercase letters, numbers and hyphens: the course page address /courses/…"
      />
      <TextAreaField label="Description" rows={4} {...field("description")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Duration (days)"
          type="number"
          inputMode="numeric"
          min={1}
          required
          {...field("durationDays", { valueAsNumber: true })}
        />
        <TextField
          label="Price (pence)"
          type="number"
          inputMode="numeric"
          min={0}
          required
          hint={Number.isInteger(price) ? `${formatPoundsExact(price ?? 0)} on the website` : "In pence: 24900 is £249"}
          {...field("price", { valueAsNumber: true })}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Awarding body" {...field("awardingBody")} />
        <TextAreaField label="Assessment method" rows={2} {...field("assessmentMethod")} />
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <LinesField control={control} name="includes" label="Course includes" />
        <LinesField control={control} name="prerequisites" label="Prerequisites" />
        <LinesField control={control} name="tags" label="Tags" hint="One per line, e.g. Most Popular" />
      </div>
      <SyllabusField control={control} errors={errors} register={register} />
      <CheckboxField label="Active" hint="Inactive courses are hidden from the website." {...register("isActive")} />
      <CheckboxField
        label="SIA licence-linked"
        hint="Joining instructions ask for the SIA identity documents and proof of the right to work."
        {...register("siaLicenceLinked")}
      />
      <CheckboxField
        label="Needs a first aid certificate"
        hint="Joining instructions ask for a first aid certificate with at least 12 months left on the first day."
        {...register("needsFirstAidCertificate")}
      />
      <FormActions submitting={isSubmitting} submitLabel={course ? "Save Changes" : "Create Course"} />
    </form>
  );
}
