import type { ReactNode } from "react";
import { cn } from "#app/shared/ui/cn";
import { humanise } from "./staff-format";

const tones = {
  positive: "border-green-200 bg-green-50 text-green-800",
  info: "border-brand-100 bg-brand-50 text-brand-800",
  warning: "border-amber-200 bg-amber-50 text-amber-900",
  danger: "border-red-200 bg-red-50 text-red-800",
  muted: "border-slate-200 bg-slate-100 text-slate-700",
} as const;

export type BadgeTone = keyof typeof tones;

export function Badge({ tone = "muted", children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}

/** SPEC §2 Schedules: an active date stands out; any other status is muted. */
export function TimetableStatusBadge({ status }: { status: string }) {
  return <Badge tone={status === "active" ? "positive" : "muted"}>{humanise(status)}</Badge>;
}
