import CalendarDays from "lucide-react/icons/calendar-days";
import { useState } from "react";
import { formatCourseDays } from "#app/shared/date-span";
import { formatPounds } from "#app/shared/money";
import { Button } from "#app/shared/ui/button";
import { lazyDialog } from "#app/shared/ui/lazy-dialog";
import { isFullyBooked } from "../date-rules";
import type { AvailableDateRow, AvailableDatesDialogProps } from "./available-dates-dialog";
import { BookDateButton } from "./book-date-button";
import { depositAppliesTo, seatsLeftLabel, type CourseDate } from "./course-dates";

// The dialog loads on the first click, with Radix Dialog; the rows are worked out here from the page's own helpers,
// so the dialog's file shares no code with the page (a shared helper would become a file the page loads).
const AvailableDatesDialog = lazyDialog<AvailableDatesDialogProps>(() =>
  import("./available-dates-dialog").then((module) => module.AvailableDatesDialog),
);

type Props = { courseTitle: string; dates: CourseDate[]; today: string; onBook(date: CourseDate): void };

/** The hero's 'View Available Dates' button and the dialog it opens (SPEC §2). */
export function AvailableDatesButton({ courseTitle, dates, today, onBook }: Props) {
  const [open, setOpen] = useState(false);
  const book = (date: CourseDate) => {
    setOpen(false);
    onBook(date);
  };
  const rows: AvailableDateRow[] = dates.map((date) => {
    const full = isFullyBooked(date);
    return {
      key: `${date.kind}-${date.id}`,
      when: formatCourseDays(date.courseDays.length ? date.courseDays : [date.date]),
      where: `${date.location} · ${full ? "Fully Booked" : seatsLeftLabel(date.seatsLeft)}`,
      deposit: !full && depositAppliesTo(date, today),
      price: formatPounds(date.price),
      book: <BookDateButton date={date} onBook={book} className="h-9 px-4" />,
    };
  });
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
      <AvailableDatesDialog open={open} onOpenChange={setOpen} courseTitle={courseTitle} rows={rows} />
    </>
  );
}
