// "Person's page" on a booking's staff page (issue 21): everything else the office knows by the same e-mail address.
import { useQuery } from "@tanstack/react-query";
import UserRound from "lucide-react/icons/user-round";
import { Link } from "react-router";
import { apiGet } from "#app/shared/api-client";
import { Button } from "#app/shared/ui/button";

export const personPath = (personId: string) => `/admin/people/${personId}`;

export function PersonLink({ bookingId }: { bookingId: string }) {
  const person = useQuery({
    queryKey: ["admin", "booking-person", bookingId],
    queryFn: () => apiGet<{ id: string }>(`/api/admin/bookings/${bookingId}/person`),
  });
  if (!person.data) return null;
  return (
    <Button asChild variant="outline">
      <Link to={personPath(person.data.id)}>
        <UserRound aria-hidden="true" className="size-4" />
        Person&apos;s page
      </Link>
    </Button>
  );
}
