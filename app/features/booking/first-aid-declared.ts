// What a learner is told of the first aid certificate they declared at booking (issue 23): built once here and shown
// the same on the booking page, in the confirmation and in the joining instructions (as what-to-bring.ts does for the
// list). The verdict is worked out again from the declaration each time, in London days, never stored.
import { formatDate } from "#app/shared/dates";
import {
  checkFirstAid,
  firstAidExpiry,
  firstAidVerdictText,
  firstAidWarning,
} from "#app/features/learners/first-aid-rule";
import { FIRST_AID_QUALIFICATIONS } from "#app/features/learners/regulations";
import type { BookingSummary } from "./booking-summary";

export type DeclaredFirstAid = {
  /** Label and value: the qualification, and for a certificate who issued it, when, and until when it is valid. */
  rows: [string, string][];
  /** firstAidVerdictText: whether it has 12 months left on the first day. */
  verdict: string;
  meets: boolean;
  /** Short of the rule: the learner cannot start the course without a valid certificate. */
  warning: string | null;
  bring: string;
};

export const BRING_FIRST_AID_CERTIFICATE =
  "Bring your first aid certificate on your first day: we check it before the course starts.";

/** The declaration as the learner is told it; null on a course that does not need a certificate, or without one. */
export function declaredFirstAid(
  booking: Pick<BookingSummary, "needsFirstAidCertificate" | "firstAid" | "startDate">,
  today: string,
): DeclaredFirstAid | null {
  const { firstAid, startDate } = booking;
  if (!booking.needsFirstAidCertificate || !firstAid) return null;
  const declaration =
    firstAid.qualification === "none" || !firstAid.issuedOn
      ? ({ qualification: "none" } as const)
      : { qualification: firstAid.qualification, issuedBy: firstAid.issuedBy ?? "", issuedOn: firstAid.issuedOn };
  const verdict = checkFirstAid(declaration, startDate, today);
  const rows: [string, string][] = [["Qualification", FIRST_AID_QUALIFICATIONS[declaration.qualification]]];
  if (declaration.qualification !== "none") {
    rows.push(
      ["Issued by", declaration.issuedBy],
      ["Issued on", formatDate(declaration.issuedOn)],
      ["Valid until", formatDate(firstAidExpiry(declaration.issuedOn))],
    );
  }
  return {
    rows,
    verdict: firstAidVerdictText(verdict, startDate),
    meets: verdict.status === "meets",
    warning: verdict.status === "meets" ? null : firstAidWarning(verdict),
    bring: BRING_FIRST_AID_CERTIFICATE,
  };
}
