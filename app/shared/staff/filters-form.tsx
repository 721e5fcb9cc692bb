// The filters above a staff report or log: a boxed form whose fields start from the filters shown (it is drawn anew
// when they change, so its boxes follow the address) and that hands what was chosen to `onApply`.
import type { FormEvent, ReactNode } from "react";

export function FiltersForm({
  label,
  shown,
  onApply,
  children,
}: {
  label: string;
  shown: unknown;
  onApply(form: FormData): void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(new FormData(event.currentTarget));
  };
  return (
    <form
      key={JSON.stringify(shown)}
      onSubmit={submit}
      aria-label={label}
      className="space-y-3 rounded-lg border border-slate-200 p-4"
    >
      {children}
    </form>
  );
}
