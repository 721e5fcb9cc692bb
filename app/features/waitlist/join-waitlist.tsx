// 'Join the waiting list' on a full date (issue 14): a button on the course page and the schedule; the form opens in
// a dialog loaded on first use, so a page with no full date pays nothing for it.
import { useState } from "react";
import { formatDate } from "#app/shared/dates";
import { Button } from "#app/shared/ui/button";
import { lazyDialog } from "#app/shared/ui/lazy-dialog";

import type { WaitlistDate } from "./waitlist-view";

const JoinWaitlistDialog = lazyDialog(() =>
  import("./join-waitlist-dialog").then((module) => module.JoinWaitlistDialog),
);

export function JoinWaitlistButton({
  date,
  courseTitle,
  className,
}: {
  date: WaitlistDate;
  courseTitle: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        className={className}
        aria-label={`Join the waiting list: ${formatDate(date.startDate)}, ${date.location}`}
        onClick={() => setOpen(true)}
      >
        Join the waiting list
      </Button>
      <JoinWaitlistDialog open={open} onOpenChange={setOpen} date={date} courseTitle={courseTitle} />
    </>
  );
}
