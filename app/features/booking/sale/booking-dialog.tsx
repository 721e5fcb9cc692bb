// The multi-step booking dialog (SPEC §4): dates → details → payment. It opens
// on details when a date was chosen beforehand (the course page's instances).
import { useState } from "react";
import { Dialog, DialogContent } from "#app/shared/ui/dialog";
import { BookingDatesStep } from "./booking-dialog-dates";
import { BookingDetailsStep } from "./booking-details-step";
import { BookingPaymentStep } from "./booking-payment-step";
import type { BookingDialogCourse, PreselectedDate } from "./booking-selection";
import type { BookingDetails } from "../schema";
import { useReturnFocus } from "#app/shared/ui/use-return-focus";

export type BookingDialogProps = {
  course: BookingDialogCourse;
  open: boolean;
  onOpenChange(open: boolean): void;
  preselected?: PreselectedDate;
};

export function BookingDialog({ course, open, onOpenChange, preselected }: BookingDialogProps) {
  useReturnFocus(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`Book ${course.title}`}
        description="Choose a date, enter your details, then pay by card to secure your place."
      >
        {/* Mounted only while open, so every opening starts afresh. */}
        <BookingSteps course={course} preselected={preselected} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

type Step =
  | { name: "dates" }
  | { name: "details"; date: PreselectedDate; details?: BookingDetails }
  | { name: "payment"; date: PreselectedDate; details: BookingDetails; leadId: string };

function BookingSteps({
  course,
  preselected,
  onClose,
}: Pick<BookingDialogProps, "course" | "preselected"> & { onClose(): void }) {
  // `moved` is false for the step the dialog opens on: Radix focuses that one.
  const [{ step, moved }, setNav] = useState<{ step: Step; moved: boolean }>({
    step: preselected ? { name: "details", date: preselected } : { name: "dates" },
    moved: false,
  });
  const go = (next: Step) => setNav({ step: next, moved: true });

  if (step.name === "payment") {
    return (
      <BookingPaymentStep
        course={course}
        date={step.date}
        details={step.details}
        leadId={step.leadId}
        focusHeading={moved}
        onBack={() => go({ name: "details", date: step.date, details: step.details })}
        onBooked={onClose}
      />
    );
  }
  if (step.name === "details") {
    return (
      <BookingDetailsStep
        course={course}
        date={step.date}
        defaultValues={step.details}
        focusHeading={moved}
        onBack={() => go({ name: "dates" })}
        onDone={({ details, leadId }) => go({ name: "payment", date: step.date, details, leadId })}
      />
    );
  }
  return <BookingDatesStep course={course} onChoose={(date) => go({ name: "details", date })} focusHeading={moved} />;
}
