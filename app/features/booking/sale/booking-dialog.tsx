// The multi-step booking dialog (SPEC §4): dates → details → payment. It opens
// on details when a date was chosen beforehand (the course page's instances).
import { lazy, Suspense, useState } from "react";
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
import type { GroupLearner } from "../schema";
import { groupPrice } from "../groups/group-pricing";
import { maxLearnersFor } from "../groups/group-booking";
import { useGroupDiscountPercent } from "../groups/group-discount";

// Two or more learners (issue 24): their names and e-mails load when chosen, so a booking for one loads none of it.
const GroupLearnersStep = lazy(() =>
  import("../groups/group-learners-step").then((module) => ({ default: module.GroupLearnersStep })),
);

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
// `seats` and `learners`: a booking for several learners (issue 24), who skip the first-aid step.
type Answers = {
  details: BookingDetails;
  leadId: string;
  learner: LearnerAnswers;
  firstAidDate?: FirstAidDate;
  seats?: number;
  learners?: GroupLearner[];
};
type Step =
  | { name: "dates" }
  | { name: "details"; date: PreselectedDate; answers?: Answers }
  | ({ name: "first-aid"; date: PreselectedDate } & Answers)
  | ({ name: "learners"; date: PreselectedDate } & Answers)
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
  const groupDiscountPercent = useGroupDiscountPercent();

  if (step.name === "payment") {
    const { name: _name, ...answers } = step;
    const group =
      step.learners && step.learners.length > 1 && groupDiscountPercent !== undefined
        ? { learners: step.learners, price: groupPrice(step.date.price, step.learners.length, groupDiscountPercent) }
        : undefined;
    return (
      <BookingPaymentStep
        course={course}
        date={step.date}
        details={step.details}
        leadId={step.leadId}
        learner={step.learner}
        firstAidDate={group ? undefined : step.firstAidDate}
        group={group}
        backLabel={
          group ? "Back to Learners" : course.needsFirstAidCertificate ? "Back to First Aid" : "Back to Details"
        }
        focusHeading={moved}
        onBack={() =>
          go(
            group
              ? { ...answers, name: "learners" }
              : course.needsFirstAidCertificate
                ? { ...answers, name: "first-aid" }
                : { ...answers, name: "details", answers },
          )
        }
        onBooked={onClose}
      />
    );
  }
  if (step.name === "learners") {
    const { name: _name, ...answers } = step;
    return (
      <Suspense
        fallback={
          <p role="status" className="text-sm text-slate-600">
            Loading...
          </p>
        }
      >
        <GroupLearnersStep
          course={course}
          date={step.date}
          seats={step.seats ?? 2}
          payer={step.details}
          defaultValues={step.learners}
          groupDiscountPercent={groupDiscountPercent ?? 0}
          focusHeading={moved}
          onBack={() => go({ name: "details", date: step.date, answers })}
          onDone={(learners) => go({ ...answers, name: "payment", learners })}
        />
      </Suspense>
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
        // Without the server's discount figure the dialog books one learner, as before groups (issue 24).
        maxLearners={groupDiscountPercent === undefined ? 1 : maxLearnersFor(step.date.seatsLeft)}
        seats={earlier?.seats}
        groupDiscountPercent={groupDiscountPercent}
        focusHeading={moved}
        onBack={() => go({ name: "dates" })}
        onDone={({ details, leadId, remindersConsent, seats }) => {
          const answers = {
            date: step.date,
            details,
            leadId,
            learner: { ...earlier?.learner, remindersConsent },
            seats,
            learners: seats > 1 ? earlier?.learners : undefined,
          };
          go({
            ...answers,
            name: seats > 1 ? "learners" : course.needsFirstAidCertificate ? "first-aid" : "payment",
          });
        }}
      />
    );
  }
  return <BookingDatesStep course={course} onChoose={(date) => go({ name: "details", date })} focusHeading={moved} />;
}

// The first-aid step for accepting a waiting-list offer (issue 23): the waiting-list page loads it from this chunk,
// so the step is not split into a chunk of its own that the dialog would load too (about 1 KB more: its budget).
export { FirstAidStep };
