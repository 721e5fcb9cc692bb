// PUT /api/bookings/by-token/{token}/learner and the booking page's 'Learner details' form (issue 23): one schema for
// both, made for the booking's course and date (the minimum age on its first day, the licence on a refresher).
import { z } from "zod";
import { oneLine } from "#app/shared/plain-text";
import {
  dateOfBirthProblem,
  isRealDate,
  isSiaLicenceNumber,
  normaliseSiaLicenceNumber,
  type LearnerDetailsContext,
} from "./learner-details-rules";
import { SIA_LICENCE_NUMBER_DIGITS } from "./regulations";

const licenceNumberMessage = `Please enter the ${SIA_LICENCE_NUMBER_DIGITS}-digit number on the front of the SIA licence`;

/** A text field checked by a rule: the rule's message, or none. */
const checkedText = (max: number, problem: (value: string) => string | undefined) =>
  z
    .string()
    .trim()
    .max(max)
    .superRefine((value, issues) => {
      const message = problem(value);
      if (message) issues.addIssue({ code: "custom", message });
    });

// Field by field, so every field's message shows at once.
const fieldsOf = (context: LearnerDetailsContext) =>
  z.object({
    fullName: z
      .string("Please enter the learner's full name as it is on their ID")
      .trim()
      .min(2, "Please enter the learner's full name as it is on their ID")
      .max(100, "Must be at most 100 characters")
      .check(oneLine),
    dateOfBirth: checkedText(20, (value) =>
      value ? dateOfBirthProblem(value, context) : "Please enter the learner's date of birth",
    ),
    // Asked on refresher and top-up courses only; on others whatever comes is dropped.
    siaLicenceNumber: checkedText(40, (value) =>
      context.asksSiaLicence && !isSiaLicenceNumber(normaliseSiaLicenceNumber(value))
        ? licenceNumberMessage
        : undefined,
    ).prefault(""),
    siaLicenceExpiresOn: checkedText(20, (value) =>
      context.asksSiaLicence && !isRealDate(value) ? "Please enter the expiry date on the SIA licence" : undefined,
    ).prefault(""),
  });

type Fields = z.output<ReturnType<typeof fieldsOf>>;

function cleanFor(context: LearnerDetailsContext) {
  return (value: Fields) => ({
    fullName: value.fullName,
    dateOfBirth: value.dateOfBirth,
    siaLicenceNumber: context.asksSiaLicence ? normaliseSiaLicenceNumber(value.siaLicenceNumber) : null,
    siaLicenceExpiresOn: context.asksSiaLicence ? value.siaLicenceExpiresOn : null,
  });
}

/** The form's fields (the browser checks them before sending). */
export const learnerDetailsFormSchema = (context: LearnerDetailsContext) =>
  fieldsOf(context).transform(cleanFor(context));

/** The request: the form's fields and the renewal-reminders consent (unticked withdraws it). */
export const learnerDetailsRequestSchema = (context: LearnerDetailsContext) =>
  fieldsOf(context)
    .extend({ remindersConsent: z.boolean("Please say whether the learner wants renewal reminders") })
    .strict()
    .transform((value) => ({ ...cleanFor(context)(value), remindersConsent: value.remindersConsent }));

/** The form's fields as typed, and as checked; the consent box is sent beside them. */
export type LearnerDetailsInput = z.input<ReturnType<typeof learnerDetailsFormSchema>>;
export type LearnerDetailsChecked = z.output<ReturnType<typeof learnerDetailsFormSchema>>;
export type LearnerDetailsChange = z.output<ReturnType<typeof learnerDetailsRequestSchema>>;
