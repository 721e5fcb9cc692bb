import { zodResolver } from "@hookform/resolvers/zod";
import ArrowLeft from "lucide-react/icons/arrow-left";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "#app/shared/ui/button";
import { toast } from "#app/shared/ui/toast-store";
import { saveBookingLead } from "./booking-api-client";
import type { PreselectedDate } from "./booking-selection";
import { BookingDateSummary } from "./booking-date-summary";
import { BookingDetailsFields, EMPTY_DETAILS, type DetailsFormValues } from "./booking-details-fields";
import { DETAILS_FIELDS, leadRequestFor } from "./booking-flow";
import { BookingDetailsSchema, type BookingDetails } from "../schema";
import { StepHeading } from "./step-heading";
import { applyFieldErrors } from "#app/shared/form-errors";
import { SelectField } from "#app/shared/ui/form-field";
import { GROUP_DISCOUNT_MIN_SEATS } from "../groups/group-pricing";

export type DetailsStepResult = {
  details: BookingDetails;
  leadId: string;
  remindersConsent: boolean;
  /** How many learners the booking is for (issue 24): 1 unless chosen. */
  seats: number;
};

type Props = {
  course: { id: string; title: string };
  date: PreselectedDate;
  /** What the visitor typed before going on to payment and back. */
  defaultValues?: BookingDetails;
  /** The renewal reminders box as the visitor left it (unticked at first: consent is never assumed). */
  remindersConsent?: boolean;
  /** The most learners one booking may hold on this date (issue 24); below 2, no choice is shown. */
  maxLearners?: number;
  /** The number of learners as the visitor left it. */
  seats?: number;
  /** GROUP_DISCOUNT_PERCENT, from the server. */
  groupDiscountPercent?: number;
  onBack(): void;
  onDone(result: DetailsStepResult): void;
  focusHeading: boolean;
};

/** The renewal reminders box (issue 23, decision 025): optional, unticked until the learner ticks it. */
export const REMINDERS_CONSENT_LABEL =
  "E-mail me before my first aid certificate or SIA licence is due for renewal (optional; you can stop these at any time)";

/** Step 2 of the booking dialog (SPEC §4, §5): the trainee's details, saved as a lead before payment. */
export function BookingDetailsStep({
  course,
  date,
  defaultValues,
  remindersConsent: consentBefore = false,
  maxLearners = 1,
  seats: seatsBefore = 1,
  groupDiscountPercent = 0,
  onBack,
  onDone,
  focusHeading,
}: Props) {
  const [remindersConsent, setRemindersConsent] = useState(consentBefore);
  const [seats, setSeats] = useState(Math.min(seatsBefore, maxLearners));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DetailsFormValues, unknown, BookingDetails>({
    resolver: zodResolver(BookingDetailsSchema),
    defaultValues: { ...EMPTY_DETAILS, ...defaultValues },
  });

  const submit = handleSubmit(async (details) => {
    let leadId: string;
    try {
      ({ leadId } = await saveBookingLead(leadRequestFor(course.id, date.id, details)));
    } catch (error) {
      applyFieldErrors(error, setError, DETAILS_FIELDS, { prefix: "userDetails." });
      toast({ title: "Error", description: "Failed to save your details. Please try again.", variant: "destructive" });
      return;
    }
    toast({ title: "Details Saved", description: "Your information has been saved. Proceeding to payment..." });
    onDone({ details, leadId, remindersConsent, seats });
  });

  return (
    <div>
      <StepHeading focusOnMount={focusHeading}>Your Details</StepHeading>
      <BookingDateSummary courseTitle={course.title} date={date} />
      <form method="post" noValidate onSubmit={submit} aria-label="Your details" className="mt-5">
        <p className="mb-4 text-sm text-slate-600">
          Fields marked <span className="text-red-700">*</span> are required.
        </p>
        <BookingDetailsFields register={register} errors={errors} />
        <label className="mt-4 flex items-start gap-3 text-sm text-slate-900">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0"
            checked={remindersConsent}
            onChange={(event) => setRemindersConsent(event.target.checked)}
          />
          {REMINDERS_CONSENT_LABEL}
        </label>
        {maxLearners > 1 && (
          <LearnerCount max={maxLearners} value={seats} onChange={setSeats} percent={groupDiscountPercent} />
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button variant="outline" onClick={onBack} disabled={isSubmitting}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Dates
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Saving Details..." : seats > 1 ? "Continue to Learners" : "Continue to Payment"}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** "Number of learners" (issue 24): 1 by default; 2 or more go on to the learners' names and e-mails. */
function LearnerCount({
  max,
  value,
  onChange,
  percent,
}: {
  max: number;
  value: number;
  onChange(seats: number): void;
  percent: number;
}) {
  return (
    <div className="mt-4">
      <SelectField
        label="Number of learners"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        hint={
          percent > 0
            ? `Booking for others too? Choose how many. From ${GROUP_DISCOUNT_MIN_SEATS} learners, each place is ${percent}% off.`
            : "Booking for others too? Choose how many."
        }
      >
        {Array.from({ length: max }, (_, index) => (
          <option key={index} value={index + 1}>
            {index + 1}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
