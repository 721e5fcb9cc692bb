// The payer's 'Change learners' button (issue 24): the panel loads when it opens, as the learner details form does.
import { lazy, Suspense, useState } from "react";
import { Button } from "#app/shared/ui/button";
import { Skeleton } from "#app/shared/ui/skeleton";
import type { BookingPageGroup } from "../booking-page/booking-page-view";

const GroupChangesPanel = lazy(() =>
  import("./group-changes-panel").then((module) => ({ default: module.GroupChangesPanel })),
);

export function GroupChanges({ token, group }: { token: string; group: BookingPageGroup }) {
  const [open, setOpen] = useState(false);
  return open ? (
    <Suspense fallback={<Skeleton className="mt-4 h-40 w-full" />}>
      <GroupChangesPanel token={token} group={group} />
    </Suspense>
  ) : (
    <Button variant="outline" size="sm" className="mt-4" onClick={() => setOpen(true)}>
      Change learners
    </Button>
  );
}
