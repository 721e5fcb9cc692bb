// The first-aid rule as the server applies it to a booking (issue 23, decision 025): a course that needs a first aid
// certificate takes the learner's declaration, checked with the shared schema against the date's first day in London
// days; the verdict is worked out here again, never taken from the browser.
import { badRequest } from "#app/shared/http-error";
import { formatDate } from "#app/shared/dates";
import { checkFirstAid, type FirstAidDeclaration, type FirstAidVerdict } from "#app/features/learners/first-aid-rule";
import { FIRST_AID_QUALIFICATIONS } from "#app/features/learners/regulations";
import { declarationOf, FIRST_AID_MESSAGES, firstAidAnswerFor, type FirstAidAnswer } from "../schema";

export type FirstAidAtBooking = { declaration: FirstAidDeclaration; verdict: FirstAidVerdict };

/** The messages that speak to whoever answers: the learner in the booking dialog, or staff taking a booking for them. */
export type FirstAidAnswerMessages = Record<"missing" | "qualification" | "acknowledged", string>;

/** A field of the answer (`firstAid.issuedOn`) and what is wrong with it. */
export type FirstAidProblem = { field: `firstAid.${string}`; message: string };

/**
 * The answer checked against the date, as the booking dialog checks it, with `messages` for whoever answers: the
 * checked answer, or its problems in the schema's order. Staff's form and the server both use this.
 */
export function checkFirstAidAnswer(
  answer: unknown,
  firstDay: string,
  today: string,
  messages: FirstAidAnswerMessages = FIRST_AID_MESSAGES,
): { answer: FirstAidAnswer; problems?: never } | { answer?: never; problems: FirstAidProblem[] } {
  const checked = firstAidAnswerFor({ firstDay, today }).safeParse(answer);
  if (checked.success) return { answer: checked.data };
  return {
    problems: checked.error.issues.map((issue) => {
      const field = issue.path.length > 0 ? issue.path.join(".") : "_";
      const own = field === "acknowledged" || field === "qualification" ? messages[field] : issue.message;
      return { field: `firstAid.${field}`, message: own };
    }),
  };
}

/**
 * The declaration a booking on a course needing a certificate stores, and its verdict; undefined for any other course
 * (an answer sent for one is ignored). Refused with 400: no answer, a certificate issued in the future, or a verdict
 * short of 'meets' without the acknowledgement (the learner's own, or staff's that the learner was told: `messages`).
 */
export function firstAidAtBooking(
  course: { needsFirstAidCertificate: boolean },
  answer: FirstAidAnswer | undefined,
  firstDay: string,
  today: string,
  messages: FirstAidAnswerMessages = FIRST_AID_MESSAGES,
): FirstAidAtBooking | undefined {
  if (!course.needsFirstAidCertificate) return undefined;
  if (!answer) {
    throw badRequest(messages.missing, { "firstAid.qualification": [messages.qualification] });
  }
  const checked = checkFirstAidAnswer(answer, firstDay, today, messages);
  if (checked.problems) {
    const fieldErrors: Record<string, string[]> = {};
    for (const { field, message } of checked.problems) (fieldErrors[field] ??= []).push(message);
    throw badRequest(checked.problems[0]!.message, fieldErrors);
  }
  // The schema refused every incomplete answer above.
  const declaration = declarationOf(checked.answer)!;
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
