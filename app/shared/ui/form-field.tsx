import { createElement, useId, type ComponentProps, type ReactNode } from "react";
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

type Control = "input" | "textarea" | "select";

/** A labelled control of the given element, wired by Field. */
function FieldOf<Tag extends Control>({
  as,
  label,
  error,
  required,
  hint,
  className,
  ...props
}: FieldChrome & { as: Tag } & ComponentProps<Tag>) {
  return (
    <Field label={label} error={error} required={required} hint={hint}>
      {(wiring) =>
        createElement(as, {
          ...wiring,
          className: cn(controlClass, as === "textarea" && "min-h-32", className),
          ...props,
        })
      }
    </Field>
  );
}

export const TextField = (props: FieldChrome & ComponentProps<"input">) => <FieldOf as="input" {...props} />;

export const TextAreaField = (props: FieldChrome & ComponentProps<"textarea">) => <FieldOf as="textarea" {...props} />;

export const SelectField = (props: FieldChrome & ComponentProps<"select">) => <FieldOf as="select" {...props} />;
