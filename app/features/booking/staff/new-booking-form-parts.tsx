// The pieces the "New booking" form is made of: a titled section, and a group of radio choices with hints.
import { useId, type ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

export function Choices({ legend, error, children }: { legend: string; error?: string; children: ReactNode }) {
  return (
    <fieldset aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-2 space-y-2">{children}</div>
      {error && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function Choice({
  label,
  hint,
  value,
  registration,
  disabled,
}: {
  label: string;
  hint?: string;
  value: string;
  registration: UseFormRegisterReturn;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-md border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
      <input
        id={id}
        type="radio"
        value={value}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
        {...registration}
      />
      <div className="text-sm">
        <label htmlFor={id} className="font-medium text-slate-900">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-slate-700">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4 rounded-lg border border-slate-200 p-4">
      <h2 className="font-semibold text-brand-900">{title}</h2>
      {children}
    </section>
  );
}
