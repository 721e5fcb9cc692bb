// The booking dialog's learners step (issue 24): each learner's full name and e-mail when booking for two or more,
// learner 1 started from the payer's details. Loaded only when a visitor chooses 2 or more learners, so a booking for
// one loads none of it (lazy-group-learners-step.ts).
import { zodResolver } from "@hookform/resolvers/zod";
import ArrowLeft from "lucide-react/icons/arrow-left";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "#app/shared/ui/button";
import { TextField } from "#app/shared/ui/form-field";
import { BookingDateSummary } from "../sale/booking-date-summary";
import type { PreselectedDate } from "../sale/booking-selection";
import { StepHeading } from "../sale/step-heading";
import { GroupLearnersSchema, type BookingDetails, type GroupLearner } from "../schema";
import { groupSummaryRows, startingLearners } from "./group-booking";
import { GroupPriceSummary } from "./group-price-summary";
import { groupPrice } from "./group-pricing";

const LearnersFormSchema = z.object({ learners: GroupLearnersSchema });
type LearnersForm = z.input<typeof LearnersFormSchema>;
type Learners = z.output<typeof LearnersFormSchema>;

/** Said instead of asking at booking: the server refuses a declaration made for several learners at once. */
export const GROUP_FIRST_AID_NOTE =
  "This course needs a first aid certificate: each learner will be asked about theirs on their own booking page, which we e-mail to them.";

export type GroupLearnersStepProps = {
  course: { title: string; needsFirstAidCertificate: boolean };
  date: PreselectedDate;
  seats: number;
  payer: BookingDetails;
  /** What was typed before going on to payment and back. */
  defaultValues?: GroupLearner[];
  /** GROUP_DISCOUNT_PERCENT, from the server. */
  groupDiscountPercent: number;
  onBack(): void;
  onDone(learners: GroupLearner[]): void;
  focusHeading: boolean;
};

export function GroupLearnersStep({
  course,
  date,
  seats,
  payer,
  defaultValues,
  groupDiscountPercent,
  onBack,
  onDone,
  focusHeading,
}: GroupLearnersStepProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LearnersForm, unknown, Learners>({
    resolver: zodResolver(LearnersFormSchema),
    defaultValues: { learners: startingLearners(seats, payer, defaultValues) },
  });
  const submit = handleSubmit(({ learners }) => onDone(learners));
  const price = groupPrice(date.price, seats, groupDiscountPercent);

  return (
    <div>
      <StepHeading focusOnMount={focusHeading}>Your Learners</StepHeading>
      <BookingDateSummary courseTitle={course.title} date={date} />
      <GroupPriceSummary rows={groupSummaryRows(price)} />
      {course.needsFirstAidCertificate && (
        <p className="mt-4 rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm text-brand-900">
          {GROUP_FIRST_AID_NOTE}
        </p>
      )}
      <form method="post" noValidate onSubmit={submit} aria-label="Your learners" className="mt-5">
        <p className="mb-4 text-sm text-slate-600">
          Each learner gets their own joining instructions and booking page by e-mail, so each needs their own address.
          You can be learner 1, or change it to someone else.
        </p>
        <ol className="space-y-4">
          {Array.from({ length: seats }, (_, index) => (
            <li key={index}>
              <fieldset className="rounded-lg border border-slate-200 p-4">
                <legend className="px-1 text-sm font-semibold text-slate-900">Learner {index + 1}</legend>
                <div className="grid gap-4 sm:grid-cols-2">
                  <TextField
                    label="Full Name"
                    required
                    autoComplete={index === 0 ? "name" : "off"}
                    error={errors.learners?.[index]?.fullName?.message}
                    {...register(`learners.${index}.fullName`)}
                  />
                  <TextField
                    label="Email Address"
                    type="email"
                    required
                    autoComplete={index === 0 ? "email" : "off"}
                    error={errors.learners?.[index]?.email?.message}
                    {...register(`learners.${index}.email`)}
                  />
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button variant="outline" onClick={onBack}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Details
          </Button>
          <Button type="submit">Continue to Payment</Button>
        </div>
      </form>
    </div>
  );
}
