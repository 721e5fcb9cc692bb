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

export type DetailsStepResult = { details: BookingDetails; leadId: string; remindersConsent: boolean };

type Props = {
  course: { id: string; title: string };
  date: PreselectedDate;
  /** What the visitor typed before going on to payment and back. */
  defaultValues?: BookingDetails;
  /** The renewal reminders box as the visitor left it (unticked at first: consent is never assumed). */
  remindersConsent?: boolean;
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
  onBack,
  onDone,
  focusHeading,
}: Props) {
  const [remindersConsent, setRemindersConsent] = useState(consentBefore);
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
    onDone({ details, leadId, remindersConsent });
  });

  return (
    <div>
      <StepHeading focusOnMount={focusHeading}>Your Details</StepHeading>
      <BookingDateSummary courseTitle={course.title} date={date} />
      <form noValidate onSubmit={submit} aria-label="Your details" className="mt-5">
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
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button variant="outline" onClick={onBack} disabled={isSubmitting}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Dates
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Saving Details..." : "Continue to Payment"}
          </Button>
        </div>
      </form>
    </div>
  );
}
