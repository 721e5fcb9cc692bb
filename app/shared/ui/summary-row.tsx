// One line of a booking's summary: an icon and what it is on the left, its value on the right. /checkout's Booking
// Summary and the course list's Booking Confirmation dialog draw the same lines.
import type { ReactNode } from "react";

export function SummaryRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4">
      <dt className="flex items-center gap-2 text-slate-600">
        <span aria-hidden="true">{icon}</span>
        {label}
      </dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}
