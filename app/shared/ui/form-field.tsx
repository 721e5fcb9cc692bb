import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "./cn";

const controlClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600";

type FieldChrome = { label: ReactNode; error?: string; required?: boolean; hint?: ReactNode };

type Tag = "input" | "textarea" | "select";

/**
 * Label, control and error wired together: the control gets its id, is described by the hint and the error, and
 * says whether it is invalid and required; the error is announced. The control gets every other prop.
 */
function Field({
  tag: Control,
  label,
  error,
  required,
  hint,
  className,
  ...props
}: FieldChrome & { tag: Tag; className?: string }) {
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
        <Control
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          className={cn(controlClass, Control === "textarea" && "min-h-32", className)}
          {...props}
        />
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

export function TextField(props: FieldChrome & ComponentProps<"input">) {
  return <Field {...props} tag="input" />;
}

export function TextAreaField(props: FieldChrome & ComponentProps<"textarea">) {
  return <Field {...props} tag="textarea" />;
}

export function SelectField(props: FieldChrome & ComponentProps<"select">) {
  return <Field {...props} tag="select" />;
}
