// The first-aid rule at booking (issue 23): a door supervisor or security officer learner needs a first aid
// certificate with at least 12 months left on the course's first day. The learner declares which, and when it was
// issued; the expiry (3 years on) and the verdict are worked out here, in London calendar days, from the figures in
// regulations.ts. Pure: the booking dialog shows the verdict as the learner types, and the server decides it again.
import { addMonths, formatDate } from "#app/shared/dates";
import { FIRST_AID, type FirstAidQualification } from "./regulations";

export type FirstAidDeclaration =
  | { qualification: "none" }
  | { qualification: Exclude<FirstAidQualification, "none">; issuedBy: string; issuedOn: string };

export type FirstAidVerdict =
  /** Enough months left on the first day. */
  | { status: "meets"; expiresOn: string; neededUntil: string }
  /** A certificate, but it runs out (or ran out) too soon. */
  | { status: "expires-too-soon"; expiresOn: string; neededUntil: string; expired: boolean }
  /** No certificate yet. */
  | { status: "none"; neededUntil: string };

/** The day a certificate issued on `issuedOn` runs out. */
export const firstAidExpiry = (issuedOn: string): string => addMonths(issuedOn, 12 * FIRST_AID.validYears);

/** The day a certificate must still be valid on, for a course whose first day is `firstDay`. */
export const firstAidNeededUntil = (firstDay: string): string => addMonths(firstDay, FIRST_AID.monthsLeftOnFirstDay);

export function checkFirstAid(declaration: FirstAidDeclaration, firstDay: string, today: string): FirstAidVerdict {
  const neededUntil = firstAidNeededUntil(firstDay);
  if (declaration.qualification === "none") return { status: "none", neededUntil };
  const expiresOn = firstAidExpiry(declaration.issuedOn);
  return expiresOn >= neededUntil
    ? { status: "meets", expiresOn, neededUntil }
    : { status: "expires-too-soon", expiresOn, neededUntil, expired: expiresOn < today };
}

/** Why a declaration cannot be right, or undefined: a certificate is not issued in the future. */
export function firstAidDeclarationRefusal(declaration: FirstAidDeclaration, today: string): string | undefined {
  if (declaration.qualification !== "none" && declaration.issuedOn > today) {
    return "The date your certificate was issued cannot be in the future.";
  }
  return undefined;
}

const monthsLeft = `at least ${FIRST_AID.monthsLeftOnFirstDay} months left`;

/** What the learner is told about their declaration, plainly (the booking dialog, the booking page, the e-mails). */
export function firstAidVerdictText(verdict: FirstAidVerdict, firstDay: string): string {
  const until = formatDate(verdict.neededUntil);
  switch (verdict.status) {
    case "meets":
      return `Your certificate is valid until ${formatDate(verdict.expiresOn)}: ${monthsLeft} on the first day. Bring it with you on the first day.`;
    case "expires-too-soon":
      return (
        `Your certificate ${verdict.expired ? "ran out" : "runs out"} on ${formatDate(verdict.expiresOn)}. ` +
        `This course needs a first aid certificate with ${monthsLeft} on its first day, ${formatDate(firstDay)}: ` +
        `valid until at least ${until}.`
      );
    case "none":
      return (
        `This course needs a first aid certificate (EFAW or higher) with ${monthsLeft} on its first day, ` +
        `${formatDate(firstDay)}: valid until at least ${until}.`
      );
  }
}

/** The warning for a learner who books without a certificate that meets the rule. */
export const firstAidWarning = (verdict: Exclude<FirstAidVerdict, { status: "meets" }>): string =>
  `You can still book, but you cannot start the course without a first aid certificate valid until at least ${formatDate(verdict.neededUntil)}.`;

/**
 * The academy's first aid dates a learner can take before their course, soonest first: bookable (active, upcoming,
 * a seat left) and finished before the course's first day, so the new certificate is in hand on that day.
 */
export function firstAidDatesBefore<T extends { date: string; lastDay: string; seatsLeft: number; status: string }>(
  dates: readonly T[],
  firstDay: string,
  today: string,
): T[] {
  return dates
    .filter((date) => date.status === "active" && date.date >= today && date.seatsLeft > 0 && date.lastDay < firstDay)
    .sort((a, b) => a.date.localeCompare(b.date));
}
