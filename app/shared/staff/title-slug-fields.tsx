import { TextField } from "#app/shared/ui/form-field";
import { slugify } from "./staff-format";

type Registered = { name: string; onBlur: (event: { target: { value: string } }) => unknown };

/**
 * The Title and slug fields of the course and article forms: leaving the title fills an empty slug from it; a slug
 * typed by hand is kept. The form must have `title` and `slug`.
 */
export function TitleAndSlugFields({
  form: { register, getValues, setValue, errors },
  slugLabel,
  slugHint,
}: {
  /** The form's useStaffForm. */
  form: {
    register: (name: never) => Registered;
    getValues: (name: never) => unknown;
    setValue: (name: never, value: never) => void;
    errors: { title?: { message?: string }; slug?: { message?: string } };
  };
  slugLabel: string;
  slugHint: string;
}) {
  const titleField = register("title" as never);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label="Title"
        required
        error={errors.title?.message}
        {...titleField}
        onBlur={(event) => {
          void titleField.onBlur(event);
          if (!getValues("slug" as never)) setValue("slug" as never, slugify(event.target.value) as never);
        }}
      />
      <TextField
        label={slugLabel}
        required
        hint={slugHint}
        error={errors.slug?.message}
        {...register("slug" as never)}
      />
    </div>
  );
}
