// The first-aid verdict as the learner reads it while declaring (issue 23): green when the certificate meets the rule,
// amber otherwise, announced as it changes. The booking dialog's first-aid step shows it to the learner, and staff's
// "New booking" form shows the same words for staff to read out.
import { firstAidVerdictText, type FirstAidVerdict } from "./first-aid-rule";

export function FirstAidVerdictNote({
  verdict,
  firstDay,
}: {
  verdict: FirstAidVerdict | null | undefined;
  firstDay: string;
}) {
  return (
    <div role="status" aria-live="polite">
      {verdict && (
        <p
          className={
            verdict.status === "meets"
              ? "rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-950"
              : "rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          }
        >
          {firstAidVerdictText(verdict, firstDay)}
        </p>
      )}
    </div>
  );
}
