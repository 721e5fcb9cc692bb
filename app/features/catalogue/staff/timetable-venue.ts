// The venue columns the Schedules and Available Dates tables read (issue 21).
import { venues } from "#db/schema";
import { venueNeedsAddress } from "../venue-facts";

export const timetableVenueColumns = { address: venues.address, isAcademy: venues.isAcademy };

/** A row with no venue (from before venues) has nothing to warn about: its own address columns still apply. */
export const timetableVenueOf = (venue: { address: string; isAcademy: boolean } | null) => ({
  venueNeedsAddress: venue ? venueNeedsAddress(venue) : false,
});
