// Staff decide on an account (issue 24): approve with its terms and a credit limit typed in pounds (sent in pence),
// decline or put on hold with a note that is e-mailed to the business. Only the decisions its status allows are shown.
import type { QueryKey } from "@tanstack/react-query";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { z } from "zod";
import { apiRequest } from "#app/shared/api-client";
import { useInlineForm } from "#app/shared/staff/inline-form";
import { poundsField, poundsText } from "#app/shared/staff/pounds-input";
import { useAdminMutation } from "#app/shared/staff/use-admin-mutation";
import { Button } from "#app/shared/ui/button";
import { TextAreaField, TextField } from "#app/shared/ui/form-field";
import {
  ApproveAccountSchema,
  DecisionNoteSchema,
  type AdminOrganisation,
  type ApproveAccount,
  type DecisionNote,
} from "./staff-schema";

type Props = { account: AdminOrganisation; invalidates: readonly QueryKey[] };

export function AccountDecisions({ account, invalidates }: Props) {
  return (
    <section aria-labelledby="decisions-title" className="space-y-4 rounded-lg border border-slate-200 p-4">
      <h2 id="decisions-title" className="text-lg font-semibold text-brand-900">
        Decision
      </h2>
      <ApproveForm account={account} invalidates={invalidates} />
      {(account.status === "applicant" || account.status === "on-hold") && (
        <NoteForm account={account} invalidates={invalidates} decision="decline" />
      )}
      {account.status === "approved" && <NoteForm account={account} invalidates={invalidates} decision="hold" />}
    </section>
  );
}

const TERMS_MESSAGE = "Payment terms must be 0 to 120 days";

/** The approve form's schema: terms typed as a whole number of days, the credit limit typed in pounds. */
const ApproveFormSchema = z.object({
  termsDays: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, TERMS_MESSAGE)
    .transform(Number)
    .refine((days) => days <= 120, TERMS_MESSAGE),
  creditLimit: poundsField(
    ApproveAccountSchema.shape.creditLimit,
    "Please enter the credit limit in pounds, such as 5,000",
  ),
});

function ApproveForm({ account, invalidates }: Props) {
  const approved = account.status === "approved";
  const approve = useAdminMutation<ApproveAccount>({
    mutationFn: (input) => apiRequest("POST", `/api/admin/organisations/${account.id}/approve`, input),
    invalidates,
    failureMessage: "The account was not approved",
    success: { title: approved ? "Terms saved" : "Account approved", description: "The business has been e-mailed." },
  });
  const { submit, field } = useInlineForm<z.input<typeof ApproveFormSchema>, ApproveAccount>({
    resolver: zodResolver(ApproveFormSchema),
    defaultValues: {
      termsDays: String(account.termsDays),
      creditLimit: approved ? poundsText(account.creditLimit) : "",
    },
    fields: ["termsDays", "creditLimit"],
    send: approve.mutateAsync,
  });
  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      aria-label={approved ? "Change terms" : "Approve"}
      className="space-y-3"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Payment terms (days)" inputMode="numeric" required {...field("termsDays")} />
        <TextField label="Credit limit (£)" inputMode="decimal" required {...field("creditLimit")} />
      </div>
      <Button type="submit" disabled={approve.isPending}>
        {approve.isPending ? "Saving..." : approved ? "Save terms" : "Approve"}
      </Button>
    </form>
  );
}

const NOTE_WORDS = {
  decline: {
    label: "Decline",
    busy: "Declining...",
    done: "Application declined",
    failed: "The account was not declined",
  },
  hold: {
    label: "Put on hold",
    busy: "Putting on hold...",
    done: "Account on hold",
    failed: "The account was not put on hold",
  },
} as const;

function NoteForm({ account, invalidates, decision }: Props & { decision: "decline" | "hold" }) {
  const words = NOTE_WORDS[decision];
  const headingId = useId();
  const decide = useAdminMutation<{ note: string }>({
    mutationFn: (input) => apiRequest("POST", `/api/admin/organisations/${account.id}/${decision}`, input),
    invalidates,
    failureMessage: words.failed,
    success: { title: words.done, description: "The business has been e-mailed with your note." },
  });
  const { submit, field, reset } = useInlineForm<DecisionNote, DecisionNote>({
    resolver: zodResolver(DecisionNoteSchema),
    defaultValues: { note: "" },
    fields: ["note"],
    send: decide.mutateAsync,
    onDone: () => reset(),
  });
  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      className="space-y-3 border-t border-slate-200 pt-4"
    >
      <h3 id={headingId} className="font-semibold text-slate-900">
        {words.label}
      </h3>
      <TextAreaField
        label="Note to the business"
        required
        rows={3}
        className="min-h-20"
        hint="E-mailed to the billing address and kept in the log."
        {...field("note")}
      />
      <Button type="submit" variant="outline" disabled={decide.isPending}>
        {decide.isPending ? words.busy : words.label}
      </Button>
    </form>
  );
}
