// 'Change learners' on the payer's booking page (issue 24), loaded when opened (the page is at its script budget):
// cancel some of the group's learners, with the refund (or the credit against the invoice) shown before confirming,
// and, for an approved business up to 7 days before the start, substitute a learner for someone else.
import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { ApiError, apiGet, apiRequest, userMessage } from "#app/shared/api-client";
import { formatPoundsExact } from "#app/shared/money";
import { Button } from "#app/shared/ui/button";
import { SelectField, TextField } from "#app/shared/ui/form-field";
import { toast } from "#app/shared/ui/toast-store";
import type { BookingPageGroup } from "../booking-page/booking-page-view";
import type { ReleaseQuoteView } from "./group-changes-schema";

// The booking page's toastActionRefused in words, not by import: sharing that module with this lazily loaded panel
// split it into a file of its own that the booking page then loaded up front (+152 bytes over its script budget).
const refused = (title: string, error: unknown) =>
  toast({ title, description: userMessage(error, "Please try again, or call us."), variant: "destructive" });

/** What cancelling these learners does, in a sentence. */
export function releaseText(quote: ReleaseQuoteView): string {
  const money = [
    quote.refund > 0 ? `you get ${formatPoundsExact(quote.refund)} back` : "",
    quote.credit > 0 ? `${formatPoundsExact(quote.credit)} is credited against your invoice` : "",
  ].filter(Boolean);
  return money.length > 0 ? money.join(" and ") : "no refund is due";
}

export function GroupChangesPanel({ token, group }: { token: string; group: BookingPageGroup }) {
  const seated = group.learners.filter((learner) => !learner.released);
  const base = `/api/bookings/by-token/${encodeURIComponent(token)}/learners`;
  return (
    <div className="mt-4 space-y-6 border-t border-slate-200 pt-4 text-sm">
      {group.changes?.release && <ReleaseLearners base={base} seated={seated} />}
      {group.changes?.substitute && <SubstituteLearner base={base} seated={seated} />}
    </div>
  );
}

type Seated = BookingPageGroup["learners"];

function ReleaseLearners({ base, seated }: { base: string; seated: Seated }) {
  const [chosen, setChosen] = useState<number[]>([]);
  const [quote, setQuote] = useState<ReleaseQuoteView | null>(null);
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();
  const toggle = (position: number) => {
    setQuote(null);
    setChosen((now) => (now.includes(position) ? now.filter((p) => p !== position) : [...now, position]));
  };

  async function check() {
    setBusy(true);
    try {
      setQuote(await apiGet<ReleaseQuoteView>(`${base}/release?positions=${chosen.join(",")}`));
    } catch (error) {
      refused("Cannot cancel those learners", error);
    }
    setBusy(false);
  }

  async function release() {
    setBusy(true);
    try {
      await apiRequest("POST", `${base}/release`, { positions: chosen });
      toast({ title: chosen.length === 1 ? "Learner cancelled" : "Learners cancelled" });
      setChosen([]);
      setQuote(null);
      await revalidator.revalidate();
    } catch (error) {
      refused("Not cancelled", error);
    }
    setBusy(false);
  }

  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold text-slate-900">Cancel some learners</legend>
      <p className="text-slate-700">
        The others keep their place and their price. To cancel everyone, cancel the whole booking below.
      </p>
      <ul className="space-y-1">
        {seated.map((learner) => (
          <li key={learner.position}>
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                className="size-5"
                checked={chosen.includes(learner.position)}
                onChange={() => toggle(learner.position)}
              />
              {learner.fullName}
            </label>
          </li>
        ))}
      </ul>
      {quote ? (
        <div role="group" aria-label="Confirm" className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-4">
          <p className="font-semibold text-red-950">
            Cancel {chosen.length === 1 ? "this learner" : `these ${chosen.length} learners`}? Their places are released
            at once and {releaseText(quote)}. This cannot be undone.
          </p>
          <p className="text-slate-700">{quote.reason}.</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button variant="destructive" onClick={release} disabled={busy}>
              {busy ? "Cancelling..." : "Yes, cancel"}
            </Button>
            <Button variant="outline" onClick={() => setQuote(null)} disabled={busy}>
              Keep them
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="outline" size="sm" onClick={check} disabled={busy || chosen.length === 0}>
          Cancel the chosen learners
        </Button>
      )}
    </fieldset>
  );
}

function SubstituteLearner({ base, seated }: { base: string; seated: Seated }) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[] | undefined>>({});
  const revalidator = useRevalidator();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    setErrors({});
    try {
      await apiRequest("POST", `${base}/${String(data.get("position"))}/substitute`, {
        fullName: String(data.get("fullName") ?? ""),
        email: String(data.get("email") ?? ""),
      });
      toast({
        title: "Learner substituted",
        description: "We have e-mailed the new learner their joining instructions.",
      });
      form.reset();
      await revalidator.revalidate();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
      refused("Not substituted", error);
    }
    setBusy(false);
  }

  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <h3 className="font-semibold text-slate-900">Substitute a learner</h3>
      <p className="text-slate-700">
        Send someone else in a learner&apos;s place, at no charge. The new learner must meet the course&apos;s entry
        requirements.
      </p>
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
