// 'Change learners' on the payer's booking page (issue 24), loaded when opened (the page is at its script budget):
// cancel some of the group's learners, with the refund (or the credit against the invoice) shown before confirming,
// and, for an approved business up to 7 days before the start, substitute a learner for someone else.
import { useRevalidator } from "react-router";
import { apiGet, apiRequest, userMessage } from "#app/shared/api-client";
import { formatPoundsExact } from "#app/shared/money";
import { toast } from "#app/shared/ui/toast-store";
import type { BookingPageGroup } from "../booking-page/booking-page-view";
import type { ReleaseQuoteView } from "./group-changes-schema";
import {
  chosenLearners,
  ReleaseLearnersFieldset,
  SubstituteLearnerForm,
  useLearnerRelease,
} from "./learner-change-forms";

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
  const revalidator = useRevalidator();
  const release = useLearnerRelease({
    getQuote: (positions) => apiGet<ReleaseQuoteView>(`${base}/release?positions=${positions.join(",")}`),
    release: (positions) => apiRequest("POST", `${base}/release`, { positions }),
    done: () => revalidator.revalidate(),
    refused,
  });
  return (
    <ReleaseLearnersFieldset
      release={release}
      seated={seated}
      intro={
        <p className="text-slate-700">
          The others keep their place and their price. To cancel everyone, cancel the whole booking below.
        </p>
      }
      question={(quote) => (
        <>
          Cancel {chosenLearners(release.chosen.length)}? Their places are released at once and {releaseText(quote)}.
          This cannot be undone.
        </>
      )}
      keepLabel="Keep them"
      checkLabel="Cancel the chosen learners"
    />
  );
}

function SubstituteLearner({ base, seated }: { base: string; seated: Seated }) {
  const revalidator = useRevalidator();
  return (
    <SubstituteLearnerForm
      seated={seated}
      intro={
        <p className="text-slate-700">
          Send someone else in a learner&apos;s place, at no charge. The new learner must meet the course&apos;s entry
          requirements.
        </p>
      }
      substitute={(position, learner) => apiRequest("POST", `${base}/${position}/substitute`, learner)}
      done={() => revalidator.revalidate()}
      doneDescription="We have e-mailed the new learner their joining instructions."
      refused={refused}
    />
  );
}
