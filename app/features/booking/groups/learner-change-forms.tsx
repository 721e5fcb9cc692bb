// The two forms that change a group's learners (issue 24), used by the payer's 'Change learners' panel and by the
// booking's staff page: tick learners, see what cancelling them gives back, confirm; or put someone new in a
// learner's place. Each page brings its own addresses, wording and refresh.
import { useState, type FormEvent, type ReactNode } from "react";
import { ApiError } from "#app/shared/api-client";
import { Button } from "#app/shared/ui/button";
import { SelectField, TextField } from "#app/shared/ui/form-field";
import { toast } from "#app/shared/ui/toast-store";
import type { ReleaseQuoteView } from "./group-changes-schema";

type SeatedLearner = { position: number; fullName: string };
/** A refusal toast in the page's own words ('Please try again, or call us.' for the payer). */
type Refused = (title: string, error: unknown) => void;

/**
 * The learners ticked to cancel, the quote for them and the two requests. Ticking or unticking forgets the quote,
 * so what is confirmed is always what was quoted; `forgetQuote` does the same when another answer changes it.
 */
export function useLearnerRelease({
  getQuote,
  release,
  done,
  refused,
}: {
  getQuote: (positions: number[]) => Promise<ReleaseQuoteView>;
  release: (positions: number[], quote: ReleaseQuoteView) => Promise<unknown>;
  done: () => Promise<unknown>;
  refused: Refused;
}) {
  const [chosen, setChosen] = useState<number[]>([]);
  const [quote, setQuote] = useState<ReleaseQuoteView | null>(null);
  const [busy, setBusy] = useState(false);

  function toggle(position: number) {
    setQuote(null);
    setChosen((now) => (now.includes(position) ? now.filter((p) => p !== position) : [...now, position]));
  }

  async function check() {
    setBusy(true);
    try {
      setQuote(await getQuote(chosen));
    } catch (error) {
      refused("Cannot cancel those learners", error);
    }
    setBusy(false);
  }

  async function confirm(quoted: ReleaseQuoteView) {
    setBusy(true);
    try {
      await release(chosen, quoted);
      toast({ title: chosen.length === 1 ? "Learner cancelled" : "Learners cancelled" });
      setChosen([]);
      setQuote(null);
      await done();
    } catch (error) {
      refused("Not cancelled", error);
    }
    setBusy(false);
  }

  return { chosen, quote, busy, toggle, check, confirm, forgetQuote: () => setQuote(null) };
}

/** 'Cancel some learners': the seated learners to tick, then the quote's question with its two buttons. */
export function ReleaseLearnersFieldset({
  release: { chosen, quote, busy, toggle, check, confirm, forgetQuote },
  seated,
  intro,
  question,
  keepLabel,
  checkLabel,
  children,
}: {
  release: ReturnType<typeof useLearnerRelease>;
  seated: readonly SeatedLearner[];
  intro?: ReactNode;
  /** The confirming sentence for the quote shown. */
  question: (quote: ReleaseQuoteView) => ReactNode;
  keepLabel: string;
  checkLabel: string;
  /** Asked after the learners, before the quote (staff: who asked). */
  children?: ReactNode;
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold text-slate-900">Cancel some learners</legend>
      {intro}
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
      {children}
      {quote ? (
        <div role="group" aria-label="Confirm" className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-4">
          <p className="font-semibold text-red-950">{question(quote)}</p>
          <p className="text-slate-700">{quote.reason}.</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button variant="destructive" onClick={() => confirm(quote)} disabled={busy}>
              {busy ? "Cancelling..." : "Yes, cancel"}
            </Button>
            <Button variant="outline" onClick={forgetQuote} disabled={busy}>
              {keepLabel}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="outline" size="sm" onClick={check} disabled={busy || chosen.length === 0}>
          {checkLabel}
        </Button>
      )}
    </fieldset>
  );
}

/** 'Cancel this learner' or 'these 3 learners', for the confirming sentence. */
export function chosenLearners(count: number): string {
  return count === 1 ? "this learner" : `these ${count} learners`;
}

/** 'Substitute a learner': choose whom to replace, give the new learner's name and e-mail. */
export function SubstituteLearnerForm({
  seated,
  intro,
  substitute,
  done,
  doneDescription,
  refused,
}: {
  seated: readonly SeatedLearner[];
  intro?: ReactNode;
  substitute: (position: string, learner: { fullName: string; email: string }) => Promise<unknown>;
  done: () => Promise<unknown>;
  /** The success toast's second line: who e-mails the new learner. */
  doneDescription: string;
  refused: Refused;
}) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[] | undefined>>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    setErrors({});
    try {
      await substitute(String(data.get("position")), {
        fullName: String(data.get("fullName") ?? ""),
        email: String(data.get("email") ?? ""),
      });
      toast({ title: "Learner substituted", description: doneDescription });
      form.reset();
      await done();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
      refused("Not substituted", error);
    }
    setBusy(false);
  }

  return (
    <form method="post" onSubmit={submit} className="space-y-3" noValidate>
      <h3 className="font-semibold text-slate-900">Substitute a learner</h3>
      {intro}
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
