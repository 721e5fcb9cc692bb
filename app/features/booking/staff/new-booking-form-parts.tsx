// The pieces the "New booking" form is made of: a titled section, and a group of radio choices with hints.
import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { BoxField } from "#app/shared/staff/form-controls";

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
  return (
    <BoxField look="card" type="radio" label={label} hint={hint} value={value} disabled={disabled} {...registration} />
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
