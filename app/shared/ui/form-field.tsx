import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "./cn";

const controlClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600";

type FieldChrome = { label: ReactNode; error?: string; required?: boolean; hint?: ReactNode };

type ControlWiring = {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  "aria-required"?: true;
};

/**
 * Label, control and error wired together: the control gets its id, is described by the hint and the error, and
 * says whether it is invalid and required; the error is announced.
 */
function Field({
  label,
  error,
  required,
  hint,
  children,
}: FieldChrome & { children: (wiring: ControlWiring) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </label>
      <div className="mt-1.5">
        {children({
          id,
          "aria-describedby": describedBy,
          "aria-invalid": error ? true : undefined,
          "aria-required": required || undefined,
        })}
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField({
  label,
  error,
  required,
  hint,
  className,
  ...props
}: FieldChrome & ComponentProps<"input">) {
  return (
    <Field label={label} error={error} required={required} hint={hint}>
      {(wiring) => <input {...wiring} className={cn(controlClass, className)} {...props} />}
    </Field>
  );
}

export function TextAreaField({
  label,
  error,
  required,
  hint,
  className,
  ...props
}: FieldChrome & ComponentProps<"textarea">) {
  return (
    <Field label={label} error={error} required={required} hint={hint}>
      {(wiring) => <textarea {...wiring} className={cn(controlClass, "min-h-32", className)} {...props} />}
    </Field>
  );
}

export function SelectField({
  label,
  error,
  required,
  hint,
  className,
  ...props
}: FieldChrome & ComponentProps<"select">) {
  return (
    <Field label={label} error={error} required={required} hint={hint}>
      {(wiring) => <select {...wiring} className={cn(controlClass, className)} {...props} />}
    </Field>
  );
}
