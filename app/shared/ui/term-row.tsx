// One term of a description list and what it says: the business account page's details and the staff's view of the
// same account.
import type { ReactNode } from "react";

export function TermRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-semibold text-slate-900">{term}</dt>
      <dd className="mt-1 break-words text-slate-700">{children}</dd>
    </div>
  );
}
