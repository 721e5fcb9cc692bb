import CalendarDays from "lucide-react/icons/calendar-days";
import { useState } from "react";
import { Button } from "#app/shared/ui/button";
import { LazyModalDialog } from "#app/shared/ui/lazy-modal-dialog";
import { AvailableDatesList } from "./available-dates-list";
import type { CourseDate } from "./course-dates";

type Props = { courseTitle: string; dates: CourseDate[]; today: string; onBook(date: CourseDate): void };

/** The hero's 'View Available Dates' button and the dialog it opens (SPEC §2). */
export function AvailableDatesButton({ courseTitle, dates, today, onBook }: Props) {
  const [open, setOpen] = useState(false);
  const book = (date: CourseDate) => {
    setOpen(false);
    onBook(date);
  };
  return (
    <>
      <Button
        variant="accent"
        size="lg"
        className="w-full"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <CalendarDays aria-hidden="true" className="size-5" />
        View Available Dates
      </Button>
      <LazyModalDialog
        open={open}
        onOpenChange={setOpen}
        title="Available Dates"
        description={courseTitle}
        className="max-w-xl"
      >
        <AvailableDatesList dates={dates} today={today} onBook={book} />
      </LazyModalDialog>
    </>
  );
}
