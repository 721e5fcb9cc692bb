// "Person's page" on a booking's staff page (issue 21): everything else the office knows by the same e-mail address.
import { useQuery } from "@tanstack/react-query";
import UserRound from "lucide-react/icons/user-round";
import { apiGet } from "#app/shared/api-client";
import { LinkButton } from "#app/shared/ui/link-buttons";

export const personPath = (personId: string) => `/admin/people/${personId}`;

export function PersonLink({ bookingId }: { bookingId: string }) {
  const person = useQuery({
    queryKey: ["admin", "booking-person", bookingId],
    queryFn: () => apiGet<{ id: string }>(`/api/admin/bookings/${bookingId}/person`),
  });
  if (!person.data) return null;
  return (
    <LinkButton to={personPath(person.data.id)} variant="outline">
      <UserRound aria-hidden="true" className="size-4" />
      Person&apos;s page
    </LinkButton>
  );
}
