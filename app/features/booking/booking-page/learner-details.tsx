// 'Learner details' on the booking page (issue 23): what the awarding body needs to register the learner, asked once
// and changeable until the course starts, then shown read-only.
import { lazy, Suspense, useState } from "react";
import { formatDate } from "#app/shared/dates";
import { Button } from "#app/shared/ui/button";
import { Skeleton } from "#app/shared/ui/skeleton";
import type { LearnerDetailsView } from "#app/features/learners/learner-details-rules";

// The form (with the form helpers) loads when it opens, not with the booking page (decision 006, issue 22).
const LearnerDetailsEditForm = lazy(() =>
  import("./learner-details-edit-form").then((module) => ({ default: module.LearnerDetailsEditForm })),
);

const licenceText = (number: string) => number.replace(/(\d{4})(?=\d)/g, "$1 ");

export function LearnerDetails({ token, learner }: { token: string; learner: LearnerDetailsView }) {
  const [editing, setEditing] = useState(false);
  const missing = !learner.dateOfBirth || (learner.asksSiaLicence && !learner.siaLicenceNumber);
  if (editing) {
    return (
      <Suspense fallback={<Skeleton className="h-72 w-full" />}>
        <LearnerDetailsEditForm token={token} learner={learner} onDone={() => setEditing(false)} />
      </Suspense>
    );
  }
  return (
    <div>
      {missing && !learner.lockedBecause && (
        <p className="mb-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          The awarding body needs these details to register the learner. Please add them before the course starts.
        </p>
      )}
      <dl className="grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="text-slate-600">Full name</dt>
        <dd>{learner.fullName}</dd>
        <dt className="text-slate-600">Date of birth</dt>
        <dd>{learner.dateOfBirth ? formatDate(learner.dateOfBirth) : "Not given yet"}</dd>
        {learner.asksSiaLicence && (
          <>
            <dt className="text-slate-600">SIA licence number</dt>
            <dd>{learner.siaLicenceNumber ? licenceText(learner.siaLicenceNumber) : "Not given yet"}</dd>
            <dt className="text-slate-600">SIA licence expires</dt>
            <dd>{learner.siaLicenceExpiresOn ? formatDate(learner.siaLicenceExpiresOn) : "Not given yet"}</dd>
          </>
        )}
        <dt className="text-slate-600">Renewal reminders</dt>
        <dd>{learner.remindersConsent ? "Yes, by e-mail" : "No"}</dd>
      </dl>
      {learner.lockedBecause ? (
        <p className="mt-3 text-sm text-slate-600">{learner.lockedBecause}</p>
      ) : (
        <Button variant="outline" size="sm" className="mt-4" onClick={() => setEditing(true)}>
          {missing ? "Add learner details" : "Change learner details"}
        </Button>
      )}
    </div>
  );
}
