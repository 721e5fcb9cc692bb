// The first-aid rule as the server applies it to a booking (issue 23, decision 025): a course that needs a first aid
// certificate takes the learner's declaration, checked with the shared schema against the date's first day in London
// days; the verdict is worked out here again, never taken from the browser.
import { badRequest } from "#app/shared/http-error";
import { toFieldErrors } from "#app/shared/validation";
import { formatDate } from "#app/shared/dates";
import { checkFirstAid, type FirstAidDeclaration, type FirstAidVerdict } from "#app/features/learners/first-aid-rule";
import { FIRST_AID_QUALIFICATIONS } from "#app/features/learners/regulations";
import { declarationOf, FIRST_AID_MESSAGES, firstAidAnswerFor, type FirstAidAnswer } from "../schema";

export type FirstAidAtBooking = { declaration: FirstAidDeclaration; verdict: FirstAidVerdict };

/**
 * The declaration a booking on a course needing a certificate stores, and its verdict; undefined for any other course
 * (an answer sent for one is ignored). Refused with 400: no answer, a certificate issued in the future, or a verdict
 * short of 'meets' without the learner's acknowledgement.
 */
export function firstAidAtBooking(
  course: { needsFirstAidCertificate: boolean },
  answer: FirstAidAnswer | undefined,
  firstDay: string,
  today: string,
): FirstAidAtBooking | undefined {
  if (!course.needsFirstAidCertificate) return undefined;
  if (!answer) {
    throw badRequest(FIRST_AID_MESSAGES.missing, { "firstAid.qualification": [FIRST_AID_MESSAGES.qualification] });
  }
  const checked = firstAidAnswerFor({ firstDay, today }).safeParse(answer);
  if (!checked.success) {
    const fieldErrors = Object.fromEntries(
      Object.entries(toFieldErrors(checked.error)).map(([field, messages]) => [`firstAid.${field}`, messages]),
    );
    throw badRequest(checked.error.issues[0]!.message, fieldErrors);
  }
  // The schema refused every incomplete answer above.
  const declaration = declarationOf(checked.data)!;
  return { declaration, verdict: checkFirstAid(declaration, firstDay, today) };
}

/** The booking's timeline line: what was declared and the server's verdict, for staff. */
export function firstAidEventText({ declaration, verdict }: FirstAidAtBooking): string {
  const declared =
    declaration.qualification === "none"
      ? "no first aid certificate yet"
      : `${FIRST_AID_QUALIFICATIONS[declaration.qualification]} issued by ${declaration.issuedBy} on ${formatDate(declaration.issuedOn)}`;
  const outcome =
    verdict.status === "meets"
      ? `meets the rule (valid until ${formatDate(verdict.expiresOn)})`
      : `does not meet the rule (needed until at least ${formatDate(verdict.neededUntil)}); the learner acknowledged they cannot start without one`;
  return `First aid declared: ${declared}: ${outcome}`;
}
