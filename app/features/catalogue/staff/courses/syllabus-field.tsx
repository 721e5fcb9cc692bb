import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash";
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { Button } from "#app/shared/ui/button";
import { TextField } from "#app/shared/ui/form-field";
import type { CourseFormValues } from "../staff-schema";
import { LinesField } from "#app/shared/staff/form-controls";

/** Syllabus topics, each with its content lines (SPEC §3 course.syllabus). */
export function SyllabusField({
  control,
  errors,
  register,
}: {
  control: Control<CourseFormValues>;
  errors: FieldErrors<CourseFormValues>;
  register: UseFormRegister<CourseFormValues>;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: "syllabus" });
  const listError = errors.syllabus?.root?.message ?? errors.syllabus?.message;
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">Syllabus</legend>
      {fields.length === 0 && <p className="text-sm text-slate-600">No topics yet.</p>}
      <ol className="space-y-4">
        {fields.map((field, index) => (
          <li key={field.id} className="rounded-md border border-slate-200 bg-slate-50 p-3">
            <div className="flex items-start gap-2">
              <div className="flex-1 space-y-3">
                <TextField
                  label={`Topic ${index + 1}`}
                  required
                  error={errors.syllabus?.[index]?.topic?.message}
                  {...register(`syllabus.${index}.topic`)}
                />
                <LinesField
                  control={control}
                  name={`syllabus.${index}.content`}
                  label={`Topic ${index + 1} content`}
                  hint="One point per line"
                  rows={3}
                />
              </div>
              <Button
                variant="ghost"
                size="icon"
                className="mt-6 text-red-700"
                aria-label={`Remove topic ${index + 1}`}
                title={`Remove topic ${index + 1}`}
                onClick={() => remove(index)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {listError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {listError}
        </p>
      )}
      <Button variant="outline" size="sm" className="mt-3" onClick={() => append({ topic: "", content: [] })}>
        <Plus aria-hidden="true" className="size-4" />
        Add topic
      </Button>
    </fieldset>
  );
}
