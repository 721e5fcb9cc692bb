// Staff change a group's learners (issue 24): cancel some, saying who asked (the refund the one policy gives for that
// answer is shown, and sent back so a changed figure is refused), or substitute one for an approved business.
import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { ApiError, apiGet, apiRequest, userMessage } from "#app/shared/api-client";
import { adminKeys } from "#app/shared/staff/query-client";
import { Button } from "#app/shared/ui/button";
import { SelectField, TextField } from "#app/shared/ui/form-field";
import { toast } from "#app/shared/ui/toast-store";
import type { ReleaseQuoteView, StaffGroupView } from "./group-changes-schema";
import { releaseText } from "./group-changes-panel";

type Props = { bookingId: string; view: StaffGroupView };

const refused = (title: string, error: unknown) =>
  toast({ title, description: userMessage(error, "Please try again."), variant: "destructive" });

export function StaffGroupChangesPanel({ bookingId, view }: Props) {
  const seated = view.learners.filter((learner) => learner.state === "seated");
  return (
    <div className="mt-4 space-y-6 border-t border-slate-200 pt-4 text-sm">
      {seated.length > 1 && <StaffRelease bookingId={bookingId} seated={seated} />}
      {!view.substitutionRefusal && <StaffSubstitute bookingId={bookingId} seated={seated} />}
    </div>
  );
}

type Seated = StaffGroupView["learners"];

function StaffRelease({ bookingId, seated }: { bookingId: string; seated: Seated }) {
  const [chosen, setChosen] = useState<number[]>([]);
  const [requestedBy, setRequestedBy] = useState<"customer" | "academy">("customer");
  const [quote, setQuote] = useState<ReleaseQuoteView | null>(null);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const base = `/api/admin/bookings/${bookingId}/learners/release`;

  async function check() {
    setBusy(true);
    try {
      setQuote(await apiGet<ReleaseQuoteView>(`${base}?positions=${chosen.join(",")}&requestedBy=${requestedBy}`));
    } catch (error) {
      refused("Cannot cancel those learners", error);
    }
    setBusy(false);
  }

  async function release() {
    setBusy(true);
    try {
      await apiRequest("POST", base, { positions: chosen, requestedBy, refund: quote!.refund });
      toast({ title: chosen.length === 1 ? "Learner cancelled" : "Learners cancelled" });
      setChosen([]);
      setQuote(null);
      await queryClient.invalidateQueries({ queryKey: adminKeys.booking(bookingId) });
    } catch (error) {
      refused("Not cancelled", error);
    }
    setBusy(false);
  }

  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold text-slate-900">Cancel some learners</legend>
      <ul className="space-y-1">
        {seated.map((learner) => (
          <li key={learner.position}>
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                className="size-5"
                checked={chosen.includes(learner.position)}
                onChange={() => {
                  setQuote(null);
                  setChosen((now) =>
                    now.includes(learner.position)
                      ? now.filter((position) => position !== learner.position)
                      : [...now, learner.position],
                  );
                }}
              />
              {learner.fullName}
            </label>
          </li>
        ))}
      </ul>
      <SelectField
        label="Who asked"
        value={requestedBy}
        onChange={(event) => {
          setQuote(null);
          setRequestedBy(event.target.value === "academy" ? "academy" : "customer");
        }}
      >
        <option value="customer">The customer asked</option>
        <option value="academy">The academy cancelled</option>
      </SelectField>
      {quote ? (
        <div role="group" aria-label="Confirm" className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-4">
          <p className="font-semibold text-red-950">
            Cancel {chosen.length === 1 ? "this learner" : `these ${chosen.length} learners`}? Their seats are released
            and {releaseText(quote).replace("you get", "the customer gets").replace("your invoice", "the invoice")}.
          </p>
          <p className="text-slate-700">{quote.reason}.</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button variant="destructive" onClick={release} disabled={busy}>
              {busy ? "Cancelling..." : "Yes, cancel"}
            </Button>
            <Button variant="outline" onClick={() => setQuote(null)} disabled={busy}>
              Back
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="outline" size="sm" onClick={check} disabled={busy || chosen.length === 0}>
          Show the refund
        </Button>
      )}
    </fieldset>
  );
}

function StaffSubstitute({ bookingId, seated }: { bookingId: string; seated: Seated }) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[] | undefined>>({});
  const queryClient = useQueryClient();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    setErrors({});
    try {
      await apiRequest("POST", `/api/admin/bookings/${bookingId}/learners/${String(data.get("position"))}/substitute`, {
        fullName: String(data.get("fullName") ?? ""),
        email: String(data.get("email") ?? ""),
      });
      toast({ title: "Learner substituted", description: "The new learner is e-mailed their joining instructions." });
      form.reset();
      await queryClient.invalidateQueries({ queryKey: adminKeys.booking(bookingId) });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
      refused("Not substituted", error);
    }
    setBusy(false);
  }

  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <h3 className="font-semibold text-slate-900">Substitute a learner</h3>
      <SelectField label="Learner to replace" name="position" required>
        {seated.map((learner) => (
          <option key={learner.position} value={learner.position}>
            {learner.fullName}
          </option>
        ))}
      </SelectField>
      <TextField
        label="New learner's full name"
        name="fullName"
        autoComplete="off"
        required
        error={errors.fullName?.[0]}
      />
      <TextField
        label="New learner's e-mail"
        name="email"
        type="email"
        autoComplete="off"
        required
        error={errors.email?.[0]}
      />
      <Button type="submit" size="sm" disabled={busy}>
        {busy ? "Substituting..." : "Substitute learner"}
      </Button>
    </form>
  );
}
