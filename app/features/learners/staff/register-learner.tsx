// One learner on the staff register (issue 23), built for a phone in the training room: their mark for the chosen
// day, 'cannot sit the assessment' with its reasons, and three small forms that open in place: the day's mark (an
// exception to 'mark all present'), the identity check (the document types seen) and, where the course needs it, the
// first aid evidence. Each form checks its values with the server's own schema before it sends.
import { zodResolver } from "@hookform/resolvers/zod";
import ChevronDown from "lucide-react/icons/chevron-down";
import { useState, type ReactNode } from "react";
import { useForm, type UseFormRegisterReturn } from "react-hook-form";
import type { z } from "zod";
import { useQueryClient } from "@tanstack/react-query";
import { ApiError, apiRequest } from "#app/shared/api-client";
import { formatDate } from "#app/shared/dates";
import { applyFieldErrors } from "#app/shared/form-errors";
import { BoxField, CheckboxGroup } from "#app/shared/staff/form-controls";
import { fieldOf } from "#app/shared/staff/inline-form";
import { Badge, type BadgeTone } from "#app/shared/staff/status-badge";
import { useAdminMutation } from "#app/shared/staff/use-admin-mutation";
import { Button } from "#app/shared/ui/button";
import { SelectField, TextAreaField, TextField } from "#app/shared/ui/form-field";
import { Options } from "#app/shared/ui/options";
import { FIRST_AID_QUALIFICATIONS, IDENTITY_DOCUMENTS } from "../regulations";
import type { AttendanceStatus } from "../register-rules";
import {
  ATTENDANCE_STATUS_LIST,
  ATTENDANCE_TEXT,
  AttendanceSchema,
  FIRST_AID_EVIDENCE_LIST,
  FirstAidEvidenceSchema,
  IdentityCheckSchema,
  type RegisterLearner,
  type RegisterMark,
  type RegisterView,
} from "../register-schema";

/** The reason for a change once the register has locked: null when not locked, false when missing (and asked for). */
export type ReasonGetter = () => string | null | false;

export type LearnerProps = {
  learner: RegisterLearner;
  day: string;
  needsFirstAid: boolean;
  /** The register's address: …/register. */
  path: string;
  reason: ReasonGetter;
};

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

/**
 * A write to the register. A 409 means the register changed under the page (it locked at midnight, or the learner
 * left the date): it is read again, so a locked register shows its reason field.
 */
export function useRegisterWrite<T, R = RegisterView>(method: string, path: string, what: string) {
  const client = useQueryClient();
  return useAdminMutation<T, R>({
    mutationFn: (body) =>
      apiRequest<R>(method, path, body).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 409) {
          void client.invalidateQueries({ queryKey: ["admin", "register"] });
        }
        throw error;
      }),
    invalidates: [
      ["admin", "register"],
      ["admin", "audit"],
    ],
    failureMessage: `The ${what} was not saved`,
  });
}

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

type MarkValues = z.input<typeof AttendanceSchema>;

function MarkForm({ learner, day, path, reason, onDone }: LearnerProps & { onDone(): void }) {
  const mark = learner.marks[day];
  const form = useForm<MarkValues, unknown, z.output<typeof AttendanceSchema>>({
    resolver: zodResolver(AttendanceSchema),
    defaultValues: {
      day,
      status: mark?.status ?? "absent",
      minutesMissed: mark?.minutesMissed ?? null,
      note: mark?.note ?? "",
    },
  });
  const save = useRegisterWrite<MarkValues>("PUT", `${path}/learners/${learner.id}/mark`, "mark");
  const status = form.watch("status");
  const partial = status === "late" || status === "left-early";
  const submit = form.handleSubmit(async (values) => {
    const why = reason();
    if (why === false) return;
    try {
      await save.mutateAsync({ ...values, minutesMissed: partial ? values.minutesMissed : null, reason: why });
      onDone();
    } catch (error) {
      applyFieldErrors(error, form.setError, ["status", "minutesMissed", "note"]);
    }
  });
  return (
    <form method="post" noValidate onSubmit={submit} aria-label={`Mark for ${learner.name}`} className="space-y-3">
      <StatusRadios
        legend="Attendance"
        error={form.formState.errors.status?.message}
        choices={ATTENDANCE_STATUS_LIST.map((value) => [value, ATTENDANCE_TEXT[value]])}
        field={form.register("status")}
      />
      {partial && (
        <TextField
          label="Minutes missed"
          type="number"
          inputMode="numeric"
          min={1}
          required
          error={form.formState.errors.minutesMissed?.message}
          {...form.register("minutesMissed", {
            setValueAs: (value: string) => (value === "" || value === null ? null : Number(value)),
          })}
        />
      )}
      <TextAreaField label="Note" rows={2} className="min-h-16" {...fieldOf(form, "note")} />
      <Button type="submit" className="w-full sm:w-auto" disabled={save.isPending}>
        {save.isPending ? "Saving..." : "Save mark"}
      </Button>
    </form>
  );
}

type IdentityValues = { groupA: string; firstB: string; secondB: string };

function IdentityForm({ learner, path, reason, onDone }: LearnerProps & { onDone(): void }) {
  const form = useForm<IdentityValues>({
    defaultValues: {
      groupA: learner.identity?.groupA[0] ?? "",
      firstB: learner.identity?.groupB[0] ?? "",
      secondB: learner.identity?.groupB[1] ?? "",
    },
  });
  const save = useRegisterWrite<z.input<typeof IdentityCheckSchema>>(
    "PUT",
    `${path}/learners/${learner.id}/identity`,
    "identity check",
  );
  const submit = form.handleSubmit(async (values) => {
    const documents = {
      groupA: [values.groupA].filter(Boolean),
      groupB: [values.firstB, values.secondB].filter(Boolean),
    };
    const checked = IdentityCheckSchema.safeParse(documents);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = issue.path[0] === "groupA" ? "groupA" : values.firstB ? "secondB" : "firstB";
        form.setError(field, { type: "schema", message: issue.message }, { shouldFocus: true });
      }
      return;
    }
    const why = reason();
    if (why === false) return;
    try {
      await save.mutateAsync({ ...(documents as z.input<typeof IdentityCheckSchema>), reason: why });
      onDone();
    } catch (error) {
      applyFieldErrors(
        error,
        (name, message, options) => form.setError(name === "groupB" ? "secondB" : "groupA", message, options),
        ["groupA", "groupB"],
      );
    }
  });
  const { errors } = form.formState;
  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      aria-label={`Identity check for ${learner.name}`}
      className="space-y-3"
    >
      <p className="text-sm text-slate-700">Originals only: record the types seen, never a document's number.</p>
      <SelectField label="Group A document" required error={errors.groupA?.message} {...form.register("groupA")}>
        <ChooseOptions choices={IDENTITY_DOCUMENTS.groupA} />
      </SelectField>
      {(["firstB", "secondB"] as const).map((name, index) => (
        <SelectField
          key={name}
          label={`Group B document ${index + 1}`}
          required
          error={errors[name]?.message}
          {...form.register(name)}
        >
          <ChooseOptions choices={IDENTITY_DOCUMENTS.groupB} />
        </SelectField>
      ))}
      <Button type="submit" className="w-full sm:w-auto" disabled={save.isPending}>
        {save.isPending ? "Saving..." : "Save ID check"}
      </Button>
    </form>
  );
}

type FirstAidValues = z.input<typeof FirstAidEvidenceSchema>;

function FirstAidForm({ learner, path, reason, onDone }: LearnerProps & { onDone(): void }) {
  const evidence = learner.firstAid;
  const form = useForm<FirstAidValues, unknown, z.output<typeof FirstAidEvidenceSchema>>({
    resolver: zodResolver(FirstAidEvidenceSchema),
    defaultValues: {
      status: evidence?.status ?? "verified",
      qualification: evidence?.qualification ?? null,
      issuedOn: evidence?.issuedOn ?? "",
      note: evidence?.note ?? "",
    },
  });
  const save = useRegisterWrite<FirstAidValues>(
    "PUT",
    `${path}/learners/${learner.id}/first-aid`,
    "first aid evidence",
  );
  const submit = form.handleSubmit(async (values) => {
    const why = reason();
    if (why === false) return;
    try {
      await save.mutateAsync({ ...values, reason: why });
      onDone();
    } catch (error) {
      applyFieldErrors(error, form.setError, ["status", "qualification", "issuedOn", "note"]);
    }
  });
  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      aria-label={`First aid evidence for ${learner.name}`}
      className="space-y-3"
    >
      <StatusRadios
        legend="Certificate seen"
        error={form.formState.errors.status?.message}
        choices={FIRST_AID_EVIDENCE_LIST.map((value) => [value, value === "verified" ? "Verified" : "Rejected"])}
        field={form.register("status")}
      />
      <SelectField
        label="Qualification"
        error={form.formState.errors.qualification?.message}
        {...form.register("qualification", { setValueAs: (value: string) => value || null })}
      >
        <ChooseOptions choices={FIRST_AID_QUALIFICATIONS} except="none" />
      </SelectField>
      <TextField label="Issued on" type="date" {...fieldOf(form, "issuedOn")} />
      <TextAreaField label="Note" rows={2} className="min-h-16" {...fieldOf(form, "note")} />
      <Button type="submit" className="w-full sm:w-auto" disabled={save.isPending}>
        {save.isPending ? "Saving..." : "Save first aid evidence"}
      </Button>
    </form>
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

/** A select's 'Choose…' and then a regulations list's types by their text (`except` one that is no answer here). */
function ChooseOptions({ choices, except }: { choices: Record<string, string>; except?: string }) {
  const items = Object.entries(choices)
    .filter(([value]) => value !== except)
    .map(([value, label]) => ({ value, label }));
  return (
    <>
      <option value="">Choose…</option>
      <Options items={items} />
    </>
  );
}

/** A form's status as radio buttons, one per [value, text], under a legend. */
function StatusRadios({
  legend,
  error,
  choices,
  field,
}: {
  legend: string;
  error?: string;
  choices: [string, string][];
  field: UseFormRegisterReturn;
}) {
  return (
    <CheckboxGroup legend={legend} error={error}>
      {choices.map(([value, text]) => (
        <BoxField key={value} type="radio" value={value} label={text} {...field} />
      ))}
    </CheckboxGroup>
  );
}
