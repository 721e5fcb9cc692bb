// The "New booking" form's first aid section (issue 23), on a course flagged 'Needs a first aid certificate': staff
// enter the learner's declaration as they give it, see the verdict the booking dialog shows the learner (to read it
// out), and, when it falls short, tick that the learner was told. The server applies the same rule again.
import type { UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { formatDate } from "#app/shared/dates";
import { fieldOf } from "#app/shared/staff/inline-form";
import { BoxField } from "#app/shared/staff/form-controls";
import { TextField } from "#app/shared/ui/form-field";
import { checkFirstAid, firstAidWarning } from "#app/features/learners/first-aid-rule";
import { FirstAidVerdictNote } from "#app/features/learners/first-aid-verdict-note";
import { FIRST_AID_QUALIFICATIONS } from "#app/features/learners/regulations";
import { declarationOf } from "../schema";
import { Choice, Choices, Section } from "./new-booking-form-parts";
import { firstAidAnswerOf, type FormSchema, type FormValues } from "./new-booking-form-values";

export function FirstAidFields({
  form,
  firstDay,
  today,
}: {
  form: UseFormReturn<FormValues, unknown, z.output<typeof FormSchema>>;
  firstDay: string;
  today: string;
}) {
  const answer = form.watch("firstAid");
  const declaration = declarationOf(firstAidAnswerOf(answer));
  const verdict = declaration && checkFirstAid(declaration, firstDay, today);
  const { errors } = form.formState;
  const { error: notAcknowledged, ...acknowledged } = fieldOf(form, "firstAid.acknowledged");
  return (
    <Section title="First aid certificate">
      <Choices
        legend="Which first aid qualification does the learner hold?"
        error={errors.firstAid?.qualification?.message}
      >
        <p className="text-xs text-slate-600">
          This course needs a first aid certificate with at least 12 months left on its first day.
        </p>
        {Object.entries(FIRST_AID_QUALIFICATIONS).map(([value, label]) => (
          <Choice key={value} label={label} value={value} registration={form.register("firstAid.qualification")} />
        ))}
      </Choices>
      {answer.qualification && answer.qualification !== "none" && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Issued by"
            required
            autoComplete="off"
            hint="The training provider named on the certificate"
            {...fieldOf(form, "firstAid.issuedBy")}
          />
          <TextField label="Issued on" type="date" required max={today} {...fieldOf(form, "firstAid.issuedOn")} />
        </div>
      )}
      <FirstAidVerdictNote verdict={verdict} firstDay={firstDay} />
      {verdict && verdict.status !== "meets" && (
        <div>
          <p className="text-sm font-semibold text-slate-900">{firstAidWarning(verdict)}</p>
          <div className="mt-2">
            <BoxField
              type="checkbox"
              label={`The learner was told that they cannot start this course without a first aid certificate valid until at least ${formatDate(verdict.neededUntil)}.`}
              aria-invalid={notAcknowledged ? true : undefined}
              {...acknowledged}
            />
          </div>
          {notAcknowledged && (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {notAcknowledged}
            </p>
          )}
        </div>
      )}
    </Section>
  );
}
