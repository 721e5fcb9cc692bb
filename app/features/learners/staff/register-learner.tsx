// One learner on the staff register (issue 23), built for a phone in the training room: their mark for the chosen
// day, 'cannot sit the assessment' with its reasons, and three small forms that open in place: the day's mark (an
// exception to 'mark all present'), the identity check (the document types seen) and, where the course needs it, the
// first aid evidence (register-learner-forms.tsx).
import ChevronDown from "lucide-react/icons/chevron-down";
import { useState, type ReactNode } from "react";
import { formatDate } from "#app/shared/dates";
import { Badge, type BadgeTone } from "#app/shared/staff/status-badge";
import { IDENTITY_DOCUMENTS } from "../regulations";
import type { AttendanceStatus } from "../register-rules";
import { ATTENDANCE_TEXT, type RegisterLearner, type RegisterMark } from "../register-schema";
import { FirstAidForm, IdentityForm, MarkForm } from "./register-learner-forms";
import type { LearnerProps } from "./register-write";

const TONES: Record<AttendanceStatus, BadgeTone> = {
  present: "positive",
  absent: "danger",
  late: "warning",
  "left-early": "warning",
};

export function markText(mark: Pick<RegisterMark, "status" | "minutesMissed"> | undefined): string {
  if (!mark) return "Not marked";
  return `${ATTENDANCE_TEXT[mark.status]}${mark.minutesMissed ? `, ${mark.minutesMissed} min missed` : ""}`;
}

const recorded = (who: string, at: string) =>
  `${who}, ${new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", timeZone: "Europe/London" }).format(new Date(at))}`;

/** A form that opens in place under its summary line; closed again once saved. */
function Part({
  title,
  status,
  open,
  onOpen,
  children,
}: {
  title: string;
  status: ReactNode;
  open: boolean;
  onOpen(open: boolean): void;
  children: ReactNode;
}) {
  return (
    <details
      open={open}
      onToggle={(event) => onOpen(event.currentTarget.open)}
      className="group border-t border-slate-200 py-2"
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-md text-sm focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none [&::-webkit-details-marker]:hidden">
        <span className="font-medium text-brand-900">{title}</span>
        <span className="flex items-center gap-2 text-right text-slate-700">
          {status}
          <ChevronDown aria-hidden="true" className="size-4 shrink-0 transition-transform group-open:rotate-180" />
        </span>
      </summary>
      {open && <div className="mt-2 space-y-3">{children}</div>}
    </details>
  );
}

const documentsText = (identity: NonNullable<RegisterLearner["identity"]>) =>
  [
    ...identity.groupA.map((type) => IDENTITY_DOCUMENTS.groupA[type]),
    ...identity.groupB.map((type) => IDENTITY_DOCUMENTS.groupB[type]),
  ].join("; ");

export function RegisterLearnerItem(props: LearnerProps) {
  const { learner, day, needsFirstAid } = props;
  const [open, setOpen] = useState<"mark" | "identity" | "first-aid" | null>(null);
  const toggle = (part: NonNullable<typeof open>) => (isOpen: boolean) =>
    setOpen((was) => (isOpen ? part : was === part ? null : was));
  const close = () => setOpen(null);
  const mark = learner.marks[day];
  const headingId = `learner-${learner.id}`;
  return (
    <li aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold break-words text-slate-900">
            {learner.name}
          </h3>
          <p className="font-mono text-xs text-slate-600">{learner.reference ?? "Place booked offline"}</p>
        </div>
        <Badge tone={mark ? TONES[mark.status] : "muted"}>{markText(mark)}</Badge>
      </div>
      {mark?.note && <p className="mt-1 text-sm break-words text-slate-700">Note: {mark.note}</p>}
      {learner.blockers.length > 0 && (
        <div className="mt-2 rounded-md border border-red-200 bg-red-50 p-2 text-sm text-red-800">
          <p className="font-semibold">Cannot sit the assessment</p>
          <ul className="list-disc pl-5">
            {learner.blockers.map((blocker) => (
              <li key={blocker}>{blocker}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-2">
        <Part
          title={`Mark for ${formatDate(day)}`}
          status={mark ? `by ${recorded(mark.recordedBy, mark.recordedAt)}` : null}
          open={open === "mark"}
          onOpen={toggle("mark")}
        >
          <MarkForm {...props} onDone={close} />
        </Part>
        <Part
          title="ID check"
          status={learner.identity ? "Checked" : "Not checked"}
          open={open === "identity"}
          onOpen={toggle("identity")}
        >
          {learner.identity && (
            <p className="text-sm text-slate-700">
              Seen: {documentsText(learner.identity)} (
              {recorded(learner.identity.checkedBy, learner.identity.checkedAt)})
            </p>
          )}
          <IdentityForm {...props} onDone={close} />
        </Part>
        {needsFirstAid && (
          <Part
            title="First aid evidence"
            status={
              learner.firstAid ? (learner.firstAid.status === "verified" ? "Verified" : "Rejected") : "Not checked"
            }
            open={open === "first-aid"}
            onOpen={toggle("first-aid")}
          >
            {learner.firstAid?.expiresOn && (
              <p className="text-sm text-slate-700">Expires {formatDate(learner.firstAid.expiresOn)}</p>
            )}
            <FirstAidForm {...props} onDone={close} />
          </Part>
        )}
      </div>
    </li>
  );
}
