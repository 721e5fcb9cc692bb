// The venue columns a date or run is read with (issue 21), for venueFactsOf: what customers are told of where it
// meets, and what the roster, the register and the schedule say too.
import { venues } from "#db/schema";

export const venueColumns = {
  name: venues.name,
  address: venues.address,
  directions: venues.directions,
  mapUrl: venues.mapUrl,
  isAcademy: venues.isAcademy,
};
