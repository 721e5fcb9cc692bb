import type { ComponentProps } from "react";
import { SelectField } from "#app/shared/ui/form-field";
import { Options } from "#app/shared/ui/options";
import { ADDRESS_TO_FOLLOW } from "../../venue-facts";
import type { AdminVenue } from "./venue-schema";

const venueOption = (venue: AdminVenue) => ({
  value: venue.id,
  label: `${venue.name}${venue.isAcademy ? " (the academy)" : venue.needsAddress ? " (no address yet)" : ""}`,
});

/** The venue select of the schedule and available-date forms (issue 21); a venue without an address is marked. */
export function VenueSelect({
  venues,
  error,
  chosen,
  ...props
}: { venues: readonly AdminVenue[]; error?: string; chosen?: string | null } & Omit<
  ComponentProps<"select">,
  "children"
>) {
  const venue = venues.find((candidate) => candidate.id === chosen);
  return (
    <SelectField
      label="Location"
      required
      error={error}
      hint={
        venue?.needsAddress
          ? `${venue.name} has no address yet: learners are told "${ADDRESS_TO_FOLLOW}". Add it under Venues.`
          : "A venue from the Venues tab, where its address and directions are kept."
      }
      {...props}
    >
      <option value="">Select a venue</option>
      <Options items={venues.map(venueOption)} />
    </SelectField>
  );
}

/** The academy's own venue: what a new date or run starts with (SPEC §9: the default location is Oxford). */
export const academyVenueOf = (venues: readonly AdminVenue[]) => venues.find((venue) => venue.isAcademy) ?? null;
