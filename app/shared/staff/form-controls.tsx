// Form controls the admin dialogs need beyond app/shared/ui/form-field.
import { useId, type ComponentProps, type ReactNode } from "react";
import { Controller, type Control, type FieldError, type FieldValues, type Path } from "react-hook-form";
import { TextAreaField } from "#app/shared/ui/form-field";
import { linesToList } from "./staff-format";

type NestedError = FieldError | (FieldError | undefined)[] | { message?: string; root?: FieldError } | undefined;

/** The first message of a field's error, naming the line for a list whose item failed. */
export function firstErrorMessage(error: unknown): string | undefined {
  const value = error as NestedError;
  if (!value) return undefined;
  if (Array.isArray(value)) {
    const index = value.findIndex((item) => item?.message);
    return index < 0 ? undefined : `Line ${index + 1}: ${value[index]!.message}`;
  }
  return value.message ?? value.root?.message;
}

/**
 * How a box and its label look: a line of a form (Published, Active), or one of several bordered options that lights up
 * when picked (the new booking form's choices).
 */
const BOX_LOOKS = {
  line: {
    row: "flex items-start gap-3",
    box: "mt-0.5 size-5 rounded border-slate-400 accent-brand-700",
    text: undefined,
    label: "text-sm font-medium text-slate-800",
    hint: "text-xs text-slate-600",
  },
  card: {
    row: "flex items-start gap-3 rounded-md border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50",
    box: "mt-0.5 size-5 shrink-0 accent-brand-700",
    text: "text-sm",
    label: "font-medium text-slate-900",
    hint: "text-slate-700",
  },
};

/** A checkbox or radio button with its label beside it and, under the label, a hint the box is described by. */
export function BoxField({
  label,
  hint,
  look = "line",
  ...props
}: { label: ReactNode; hint?: ReactNode; look?: keyof typeof BOX_LOOKS } & ComponentProps<"input">) {
  const id = useId();
  const classes = BOX_LOOKS[look];
  return (
    <div className={classes.row}>
      <input id={id} aria-describedby={hint ? `${id}-hint` : undefined} className={classes.box} {...props} />
      <div className={classes.text}>
        <label htmlFor={id} className={classes.label}>
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className={classes.hint}>
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

export function CheckboxField(props: { label: ReactNode; hint?: ReactNode } & ComponentProps<"input">) {
  return <BoxField type="checkbox" {...props} />;
}

/** A list of text items edited as a textarea, one item per line; blank lines go when the field is left. */
export function LinesField<T extends FieldValues>({
  control,
  name,
  label,
  hint = "One per line",
  rows = 4,
}: {
  control: Control<T>;
  name: Path<T>;
  label: ReactNode;
  hint?: ReactNode;
  rows?: number;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextAreaField
          label={label}
          hint={hint}
          rows={rows}
          name={field.name}
          ref={field.ref}
          error={firstErrorMessage(fieldState.error)}
          value={((field.value as string[] | undefined) ?? []).join("\n")}
          // Lines are kept as typed (a new empty line included) until the field is left.
          onChange={(event) => field.onChange(event.target.value === "" ? [] : event.target.value.split("\n"))}
          onBlur={(event) => {
            field.onChange(linesToList(event.target.value));
            field.onBlur();
          }}
        />
      )}
    />
  );
}

/** A group of checkboxes with a legend and one error for the group (SPEC §5: 'At least one day is required'). */
export function CheckboxGroup({
  legend,
  error,
  required,
  children,
}: {
  legend: ReactNode;
  error?: string;
  required?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        {legend}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </legend>
      <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">{children}</div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
