// Staff decide on an account (issue 24): approve with its terms and a credit limit typed in pounds (sent in pence),
// decline or put on hold with a note that is e-mailed to the business. Only the decisions its status allows are shown.
import type { QueryKey } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { ApiError, apiRequest } from "#app/shared/api-client";
import { penceFromPounds, poundsText } from "#app/shared/staff/pounds-input";
import { useAdminMutation } from "#app/shared/staff/use-admin-mutation";
import { Button } from "#app/shared/ui/button";
import { TextAreaField, TextField } from "#app/shared/ui/form-field";
import type { AdminOrganisation, ApproveAccount } from "./staff-schema";

type Props = { account: AdminOrganisation; invalidates: readonly QueryKey[] };

const serverError = (error: unknown, field: string) =>
  error instanceof ApiError ? error.fieldErrors?.[field]?.[0] : undefined;

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

function ApproveForm({ account, invalidates }: Props) {
  const approved = account.status === "approved";
  const [terms, setTerms] = useState(String(account.termsDays));
  const [limit, setLimit] = useState(approved ? poundsText(account.creditLimit) : "");
  const [errors, setErrors] = useState<{ termsDays?: string; creditLimit?: string }>({});
  const approve = useAdminMutation<ApproveAccount>({
    mutationFn: (input) => apiRequest("POST", `/api/admin/organisations/${account.id}/approve`, input),
    invalidates,
    failureMessage: "The account was not approved",
    success: { title: approved ? "Terms saved" : "Account approved", description: "The business has been e-mailed." },
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const termsDays = /^\d{1,3}$/.test(terms.trim()) ? Number(terms.trim()) : undefined;
    const creditLimit = penceFromPounds(limit);
    const found = {
      termsDays: termsDays === undefined || termsDays > 120 ? "Payment terms must be 0 to 120 days" : undefined,
      creditLimit: creditLimit === undefined ? "Please enter the credit limit in pounds, such as 5,000" : undefined,
    };
    setErrors(found);
    if (found.termsDays || found.creditLimit) return;
    try {
      await approve.mutateAsync({ termsDays: termsDays!, creditLimit: creditLimit! });
    } catch (error) {
      setErrors({ termsDays: serverError(error, "termsDays"), creditLimit: serverError(error, "creditLimit") });
    }
  };
  return (
    <form noValidate onSubmit={submit} aria-label={approved ? "Change terms" : "Approve"} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Payment terms (days)"
          inputMode="numeric"
          required
          value={terms}
          onChange={(event) => setTerms(event.target.value)}
          error={errors.termsDays}
        />
        <TextField
          label="Credit limit (£)"
          inputMode="decimal"
          required
          value={limit}
          onChange={(event) => setLimit(event.target.value)}
          error={errors.creditLimit}
        />
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
  const [note, setNote] = useState("");
  const [error, setError] = useState<string>();
  const headingId = useId();
  const decide = useAdminMutation<{ note: string }>({
    mutationFn: (input) => apiRequest("POST", `/api/admin/organisations/${account.id}/${decision}`, input),
    invalidates,
    failureMessage: words.failed,
    success: { title: words.done, description: "The business has been e-mailed with your note." },
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return setError("Please write a note to the business");
    setError(undefined);
    try {
      await decide.mutateAsync({ note });
      setNote("");
    } catch (failure) {
      setError(serverError(failure, "note"));
    }
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby={headingId} className="space-y-3 border-t border-slate-200 pt-4">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {words.label}
      </h3>
      <TextAreaField
        label="Note to the business"
        required
        rows={3}
        className="min-h-20"
        hint="E-mailed to the billing address and kept in the log."
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={error}
      />
      <Button type="submit" variant="outline" disabled={decide.isPending}>
        {decide.isPending ? words.busy : words.label}
      </Button>
    </form>
  );
}
