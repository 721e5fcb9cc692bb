// The "New booking" button (issue 21, M6): on the Bookings tab, and on a date's page with its course and date chosen
// (the roster's query, shared with the page, names the course).
import Plus from "lucide-react/icons/plus";
import { Link } from "react-router";
import { Button } from "#app/shared/ui/button";
import { useRoster, type StaffDateKey } from "./date-roster";

export function NewBookingLink({ dateKey }: { dateKey?: StaffDateKey }) {
  const roster = useRoster(dateKey ?? null);
  const courseId = roster.data?.courseId;
  const query = dateKey && courseId ? `?course=${courseId}&date=${dateKey.kind}:${dateKey.id}` : "";
  return (
    <Button asChild variant={dateKey ? "outline" : "primary"}>
      <Link to={`/admin/bookings/new${query}`}>
        <Plus aria-hidden="true" className="size-4" />
        New booking
      </Link>
    </Button>
  );
}
