// 'Learner details' on the booking page (issue 23) and on a group learner's own page (issue 24): what the awarding
// body needs to register the learner, asked once and changeable until the course starts, then shown read-only. The
// words come from the server (the page's script budget, issue 22); the form loads when it opens.
import { lazy, Suspense, useState } from "react";
import { Button } from "#app/shared/ui/button";
import { Skeleton } from "#app/shared/ui/skeleton";
import type { LearnerDetailsView } from "#app/features/learners/learner-details-rules";

const LearnerDetailsEditForm = lazy(() =>
  import("./learner-details-edit-form").then((module) => ({ default: module.LearnerDetailsEditForm })),
);

export function LearnerDetails({
  token,
  learner,
  saveTo,
}: {
  token: string;
  learner: LearnerDetailsView;
  /** Where the form saves: the booking's link (the default) or a group learner's own. */
  saveTo?: `/api/${string}`;
}) {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <Suspense fallback={<Skeleton className="h-72 w-full" />}>
        <LearnerDetailsEditForm token={token} learner={learner} saveTo={saveTo} onDone={() => setEditing(false)} />
      </Suspense>
    );
  }
  return (
    <div>
      {learner.note && <p className="mb-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">{learner.note}</p>}
      <dl className="grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
        {learner.shown.map(({ label, value }) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {learner.lockedBecause ? (
        <p className="mt-3 text-sm text-slate-600">{learner.lockedBecause}</p>
      ) : (
        <Button variant="outline" size="sm" className="mt-4" onClick={() => setEditing(true)}>
          {learner.note ? "Add learner details" : "Change learner details"}
        </Button>
      )}
    </div>
  );
}
