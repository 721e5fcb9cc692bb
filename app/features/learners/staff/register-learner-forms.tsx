// The three small forms under a learner on the staff register (issue 23): the day's mark (an exception to 'mark all
// present'), the identity check (the document types seen) and the first aid evidence. Each checks its values with the
// server's own schema before it sends.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type UseFormRegisterReturn } from "react-hook-form";
import type { z } from "zod";
import { applyFieldErrors } from "#app/shared/form-errors";
import { BoxField, CheckboxGroup } from "#app/shared/staff/form-controls";
import { fieldOf } from "#app/shared/staff/inline-form";
import { Button } from "#app/shared/ui/button";
import { SelectField, TextAreaField, TextField } from "#app/shared/ui/form-field";
import { Options } from "#app/shared/ui/options";
import { FIRST_AID_QUALIFICATIONS, IDENTITY_DOCUMENTS } from "../regulations";
import {
  ATTENDANCE_STATUS_LIST,
  ATTENDANCE_TEXT,
  AttendanceSchema,
  FIRST_AID_EVIDENCE_LIST,
  FirstAidEvidenceSchema,
  IdentityCheckSchema,
} from "../register-schema";
import { useRegisterWrite, type LearnerProps } from "./register-write";

type MarkValues = z.input<typeof AttendanceSchema>;

export function MarkForm({ learner, day, path, reason, onDone }: LearnerProps & { onDone(): void }) {
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

export function IdentityForm({ learner, path, reason, onDone }: LearnerProps & { onDone(): void }) {
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

export function FirstAidForm({ learner, path, reason, onDone }: LearnerProps & { onDone(): void }) {
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
