// The booking dialog's first-aid step (issue 23), on a course flagged 'Needs a first aid certificate': the learner
// declares their qualification, sees the verdict as they type (in London days, against the chosen date's first day)
// and, when it falls short, the academy's EFAW dates before the course and a warning to acknowledge.
import { zodResolver } from "@hookform/resolvers/zod";
import ArrowLeft from "lucide-react/icons/arrow-left";
import { useMemo, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { formatDate, londonToday } from "#app/shared/dates";
import { Button } from "#app/shared/ui/button";
import { TextField } from "#app/shared/ui/form-field";
import { checkFirstAid, firstAidWarning } from "#app/features/learners/first-aid-rule";
import { FirstAidVerdictNote } from "#app/features/learners/first-aid-verdict-note";
import { FIRST_AID_QUALIFICATIONS, type FirstAidQualification } from "#app/features/learners/regulations";
import { declarationOf, firstAidAnswerFor, type FirstAidAnswer } from "../schema";
import type { PreselectedDate } from "./booking-selection";
import { BookingDateSummary } from "./booking-date-summary";
import type { FirstAidDate } from "#app/features/catalogue/first-aid-dates.server";
import { FirstAidDates } from "./first-aid-dates";
import { StepHeading } from "./step-heading";

type Values = { qualification?: FirstAidQualification; issuedBy: string; issuedOn: string; acknowledged: boolean };

type Props = {
  course: { title: string };
  date: PreselectedDate;
  defaultValues?: FirstAidAnswer;
  onBack(): void;
  /** `firstAidDate`: the EFAW date to book with the course, where the step offers one (`bundle`). */
  onDone(answer: FirstAidAnswer, firstAidDate?: FirstAidDate): void;
  focusHeading: boolean;
  /** The back button's words where the step before is not the details (a waiting-list offer). */
  backLabel?: string;
  /** Offers each EFAW date to book with the course in one payment (the booking dialog: decision 026). */
  bundle?: { chosen?: FirstAidDate };
  /** Where the step is not followed by payment (a group learner's own page, issue 24): its own button, no date box. */
  standalone?: { submitLabel: string };
};

export function FirstAidStep({
  course,
  date,
  defaultValues,
  onBack,
  onDone,
  focusHeading,
  backLabel,
  bundle,
  standalone,
}: Props) {
  const today = londonToday();
  const schema = useMemo(() => firstAidAnswerFor({ firstDay: date.date, today }), [date.date, today]);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<Values, unknown, FirstAidAnswer>({
    // The form starts with no qualification chosen, which the schema's input type does not allow.
    resolver: zodResolver(schema) as unknown as Resolver<Values, unknown, FirstAidAnswer>,
    defaultValues: { issuedBy: "", issuedOn: "", acknowledged: false, ...defaultValues },
  });
  const values = watch();
  const declaration = declarationOf(values);
  const verdict = declaration && checkFirstAid(declaration, date.date, today);
  const holds = values.qualification !== undefined && values.qualification !== "none";
  const [firstAidDate, setFirstAidDate] = useState(bundle?.chosen);

  // Only what applies is sent: no issuer or date for 'None yet', no acknowledgement for a certificate that meets.
  // An EFAW date is booked too only while the certificate falls short (the server refuses it otherwise).
  const submit = handleSubmit((answer) =>
    onDone(
      {
        qualification: answer.qualification,
        ...(answer.qualification !== "none" && { issuedBy: answer.issuedBy, issuedOn: answer.issuedOn }),
        ...(verdict?.status !== "meets" && { acknowledged: answer.acknowledged }),
      },
      verdict?.status === "meets" ? undefined : firstAidDate,
    ),
  );

  return (
    <div>
      <StepHeading focusOnMount={focusHeading}>Your First Aid Certificate</StepHeading>
      {!standalone && <BookingDateSummary courseTitle={course.title} date={date} />}
      <form
        method="post"
        noValidate
        onSubmit={submit}
        aria-label="Your first aid certificate"
        className="mt-5 space-y-4"
      >
        <fieldset aria-describedby={errors.qualification ? "first-aid-qualification-error" : undefined}>
          <legend className="text-sm font-medium text-slate-800">
            Which first aid qualification do you hold?
            <span aria-hidden="true" className="ml-0.5 text-red-700">
              *
            </span>
          </legend>
          <p className="mt-1 text-xs text-slate-600">
            This course needs a first aid certificate with at least 12 months left on its first day.
          </p>
          <div className="mt-2 space-y-2">
            {Object.entries(FIRST_AID_QUALIFICATIONS).map(([value, label]) => (
              <label key={value} className="flex items-center gap-3 text-sm text-slate-900">
                <input type="radio" value={value} className="size-4" {...register("qualification")} />
                {label}
              </label>
            ))}
          </div>
          {errors.qualification && (
            <p id="first-aid-qualification-error" role="alert" className="mt-1 text-sm text-red-700">
              {errors.qualification.message}
            </p>
          )}
        </fieldset>
        {holds && (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Issued by"
              required
              hint="The training provider named on the certificate"
              error={errors.issuedBy?.message}
              {...register("issuedBy")}
            />
            <TextField
              label="Issued on"
              type="date"
              required
              max={today}
              error={errors.issuedOn?.message}
              {...register("issuedOn")}
            />
          </div>
        )}
        <FirstAidVerdictNote verdict={verdict} firstDay={date.date} />
        {verdict && verdict.status !== "meets" && (
          <>
            <FirstAidDates before={date.date} {...(bundle && { chosen: firstAidDate, onChoose: setFirstAidDate })} />
            <p className="text-sm font-semibold text-slate-900">{firstAidWarning(verdict)}</p>
            <div>
              <label className="flex items-start gap-3 text-sm text-slate-900">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 shrink-0"
                  aria-invalid={errors.acknowledged ? true : undefined}
                  aria-describedby={errors.acknowledged ? "first-aid-acknowledged-error" : undefined}
                  {...register("acknowledged")}
                />
                I understand that I cannot start this course without a first aid certificate valid until at least{" "}
                {formatDate(verdict.neededUntil)}.
              </label>
              {errors.acknowledged && (
                <p id="first-aid-acknowledged-error" role="alert" className="mt-1 text-sm text-red-700">
                  {errors.acknowledged.message}
                </p>
              )}
            </div>
          </>
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button variant="outline" onClick={onBack}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {backLabel ?? "Back to Details"}
          </Button>
          <Button type="submit">{standalone?.submitLabel ?? "Continue to Payment"}</Button>
        </div>
      </form>
    </div>
  );
}
