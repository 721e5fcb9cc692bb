import { formatDate } from "#app/shared/dates";
import { Button } from "#app/shared/ui/button";
import { isFullyBooked } from "../date-rules";
import type { CourseDate } from "./course-dates";

/** Book Now for one date; a full date reads Fully Booked and cannot be chosen (SPEC §2). */
export function BookDateButton({
  date,
  onBook,
  className,
}: {
  date: CourseDate;
  onBook(date: CourseDate): void;
  className?: string;
}) {
  const full = isFullyBooked(date);
  const label = full ? "Fully Booked" : "Book Now";
  return (
    <Button
      className={className}
      variant={full ? "outline" : "primary"}
      disabled={full}
      aria-label={`${label}: ${formatDate(date.date)}, ${date.location}`}
      onClick={() => onBook(date)}
    >
      {label}
    </Button>
  );
}
