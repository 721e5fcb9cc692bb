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

export function CheckboxField({
  label,
  hint,
  ...props
}: { label: ReactNode; hint?: ReactNode } & ComponentProps<"input">) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-5 rounded border-slate-400 accent-brand-700"
        {...props}
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
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
