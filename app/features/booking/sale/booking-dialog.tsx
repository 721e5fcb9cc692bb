// The multi-step booking dialog (SPEC §4): dates → details → payment. It opens
// on details when a date was chosen beforehand (the course page's instances).
import { useState } from "react";
import { Dialog, DialogContent } from "#app/shared/ui/dialog";
import { BookingDatesStep } from "./booking-dialog-dates";
import { BookingDetailsStep } from "./booking-details-step";
import { BookingPaymentStep } from "./booking-payment-step";
import type { BookingDialogCourse, PreselectedDate } from "./booking-selection";
import type { BookingDetails, FirstAidAnswer } from "../schema";
import { FirstAidStep } from "./first-aid-step";
import type { FirstAidDate } from "#app/features/catalogue/first-aid-dates.server";
import type { LearnerAnswers } from "./booking-flow";
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

// What the learner answered travels with each step, so going back shows it again.
// `firstAidDate`: an EFAW date booked with the course in one payment (decision 026).
type Answers = { details: BookingDetails; leadId: string; learner: LearnerAnswers; firstAidDate?: FirstAidDate };
type Step =
  | { name: "dates" }
  | { name: "details"; date: PreselectedDate; answers?: Answers }
  | ({ name: "first-aid"; date: PreselectedDate } & Answers)
  | ({ name: "payment"; date: PreselectedDate } & Answers);

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
    const { name: _name, ...answers } = step;
    return (
      <BookingPaymentStep
        course={course}
        date={step.date}
        details={step.details}
        leadId={step.leadId}
        learner={step.learner}
        firstAidDate={step.firstAidDate}
        backLabel={course.needsFirstAidCertificate ? "Back to First Aid" : "Back to Details"}
        focusHeading={moved}
        onBack={() =>
          go(
            course.needsFirstAidCertificate
              ? { ...answers, name: "first-aid" }
              : { ...answers, name: "details", answers },
          )
        }
        onBooked={onClose}
      />
    );
  }
  if (step.name === "first-aid") {
    const { name: _name, ...answers } = step;
    return (
      <FirstAidStep
        course={course}
        date={step.date}
        defaultValues={step.learner.firstAid}
        bundle={{ chosen: step.firstAidDate }}
        focusHeading={moved}
        onBack={() => go({ name: "details", date: step.date, answers })}
        onDone={(firstAid: FirstAidAnswer, firstAidDate?: FirstAidDate) =>
          go({ ...answers, name: "payment", learner: { ...step.learner, firstAid }, firstAidDate })
        }
      />
    );
  }
  if (step.name === "details") {
    const earlier = step.answers;
    return (
      <BookingDetailsStep
        course={course}
        date={step.date}
        defaultValues={earlier?.details}
        remindersConsent={earlier?.learner.remindersConsent}
        focusHeading={moved}
        onBack={() => go({ name: "dates" })}
        onDone={({ details, leadId, remindersConsent }) => {
          const answers = { date: step.date, details, leadId, learner: { ...earlier?.learner, remindersConsent } };
          go({ ...answers, name: course.needsFirstAidCertificate ? "first-aid" : "payment" });
        }}
      />
    );
  }
  return <BookingDatesStep course={course} onChoose={(date) => go({ name: "details", date })} focusHeading={moved} />;
}

// The first-aid step for accepting a waiting-list offer (issue 23): the waiting-list page loads it from this chunk,
// so the step is not split into a chunk of its own that the dialog would load too (about 1 KB more: its budget).
export { FirstAidStep };
