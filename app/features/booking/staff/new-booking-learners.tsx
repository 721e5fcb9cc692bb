// The "New booking" form's learners (issue 24, decision 027): how many, and with two or more each learner's name and
// e-mail (learner 1 the customer unless staff say otherwise) and the group's price with its discount before saving.
// The server prices the group again (the one group rule) and takes all the seats or none.
import type { UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { fieldOf } from "#app/shared/staff/inline-form";
import { BoxField } from "#app/shared/staff/form-controls";
import { SelectField, TextField } from "#app/shared/ui/form-field";
import type { PaymentType } from "../sale/payment-rules";
import { groupSummaryRows, maxLearnersFor } from "../groups/group-booking";
import { GroupPriceSummary } from "../groups/group-price-summary";
import { GROUP_DISCOUNT_MIN_SEATS, type GroupPrice } from "../groups/group-pricing";
import { Section } from "./new-booking-form-parts";
import { seatsOf, type FormSchema, type FormValues } from "./new-booking-form-values";

type Form = UseFormReturn<FormValues, unknown, z.output<typeof FormSchema>>;

/** Said instead of asking for a group: the server refuses one first aid answer given for several learners. */
export const STAFF_GROUP_FIRST_AID_NOTE =
  "This course needs a first aid certificate: each learner is asked about theirs on their own booking page, which we e-mail to them.";

/** "Number of learners": 1 to the date's seats left, at most 16. */
export function LearnerCountField({
  form,
  seatsLeft,
  percent,
}: {
  form: Form;
  seatsLeft: number | undefined;
  percent: number;
}) {
  const max = seatsLeft === undefined ? 1 : maxLearnersFor(seatsLeft);
  return (
    <SelectField
      label="Number of learners"
      disabled={seatsLeft === undefined}
      hint={
        percent > 0
          ? `One seat each. From ${GROUP_DISCOUNT_MIN_SEATS} learners, each seat is ${percent}% off.`
          : "One seat each."
      }
      {...fieldOf(form, "seats")}
    >
      {Array.from({ length: max }, (_, index) => (
        <option key={index} value={String(index + 1)}>
          {index + 1}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * The learners of a group (2 or more): the customer-is-a-learner box, a name and e-mail per learner, and the group's
 * price. `paymentType` is what is taken now (none when left owing).
 */
export function LearnersFields({
  form,
  price,
  paymentType,
  needsFirstAid,
}: {
  form: Form;
  price: GroupPrice | undefined;
  paymentType: PaymentType | undefined;
  needsFirstAid: boolean;
}) {
  const [seatsText, customerIsLearner, fullName, email] = form.watch([
    "seats",
    "customerIsLearner",
    "userDetails.fullName",
    "userDetails.email",
  ]);
  const seats = seatsOf({ seats: seatsText });
  return (
    <Section title="Learners">
      <p className="text-sm text-slate-700">
        Each learner gets their own joining instructions and booking page by e-mail, so each needs their own address.
      </p>
      <BoxField
        type="checkbox"
        label="The customer is one of the learners"
        hint="Untick when the customer books for others only, as an office manager does."
        {...form.register("customerIsLearner")}
      />
      <ol className="space-y-4">
        {Array.from({ length: seats }, (_, index) => (
          <li key={index}>
            <fieldset className="rounded-lg border border-slate-200 p-4">
              <legend className="px-1 text-sm font-semibold text-slate-900">Learner {index + 1}</legend>
              {index === 0 && customerIsLearner ? (
                <p className="text-sm text-slate-700">
                  The customer{fullName.trim() ? `: ${fullName.trim()}` : ""}
                  {email.trim() ? ` (${email.trim()})` : ""}
                </p>
              ) : (
                <div className="grid gap-4 sm:grid-cols-2">
                  <TextField
                    label="Full name"
                    required
                    autoComplete="off"
                    {...fieldOf(form, `learners.${index}.fullName`)}
                  />
                  <TextField
                    label="Email"
                    type="email"
                    required
                    autoComplete="off"
                    {...fieldOf(form, `learners.${index}.email`)}
                  />
                </div>
              )}
            </fieldset>
          </li>
        ))}
      </ol>
      {needsFirstAid && (
        <p className="rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm text-brand-900">
          {STAFF_GROUP_FIRST_AID_NOTE}
        </p>
      )}
      {price && <GroupPriceSummary rows={groupSummaryRows(price, paymentType)} />}
    </Section>
  );
}
