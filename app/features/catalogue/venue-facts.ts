// Where a course date meets, as customers are told it (issue 21, H1): the venue staff keep once and each date and
// run picks. The academy's own premises take their address from the settings (site info); any other venue shows its
// own address, and one whose address staff have not yet given says so rather than falling back to the academy's.

export const ADDRESS_TO_FOLLOW = "Address to follow";

/** The venue columns a date or run is read with; null for a row from before venues (its own columns apply). */
export type VenueRow = {
  name: string;
  address: string;
  directions: string | null;
  mapUrl: string | null;
  isAcademy: boolean;
};

/** A row's own place columns, which rows from before venues were read by. */
export type LegacyPlace = { location: string; venueAddress: string | null; venueDirections: string | null };

/** What customers are told: the venue's name, its address (null: the academy's own, from the settings), and more. */
export type VenueFacts = {
  name: string;
  address: string | null;
  /** A venue that is not the academy's, whose address staff have not yet given: say 'Address to follow'. */
  addressToFollow: boolean;
  directions: string | null;
  mapUrl: string | null;
};

/** A non-academy venue with no address: customers would have nowhere to go, so staff are warned. */
export const venueNeedsAddress = (venue: Pick<VenueRow, "address" | "isAcademy">) =>
  !venue.isAcademy && venue.address.trim() === "";

export function venueFactsOf(venue: VenueRow | null, legacy: LegacyPlace): VenueFacts {
  if (!venue) {
    return {
      name: legacy.location,
      address: legacy.venueAddress,
      addressToFollow: false,
      directions: legacy.venueDirections,
      mapUrl: legacy.venueAddress ? mapSearchUrl(legacy.venueAddress) : null,
    };
  }
  const toFollow = venueNeedsAddress(venue);
  const address = venue.isAcademy || toFollow ? null : venue.address.trim();
  return {
    name: venue.name,
    address,
    addressToFollow: toFollow,
    directions: venue.directions,
    mapUrl: venue.mapUrl || (address ? mapSearchUrl(address) : null),
  };
}

/** The address line to show: the venue's, the academy's from the settings, or 'Address to follow'. */
export function addressLineOf(venue: Pick<VenueFacts, "address" | "addressToFollow">, siteAddress: string): string {
  if (venue.addressToFollow) return ADDRESS_TO_FOLLOW;
  return venue.address ?? siteAddress;
}

/** A link to the place on a map: the venue's own, else a search for its address (the academy's: the settings'). */
export function mapLinkOf(venue: Pick<VenueFacts, "address" | "addressToFollow" | "mapUrl">, siteMapQuery: string) {
  if (venue.mapUrl) return venue.mapUrl;
  if (venue.addressToFollow) return null;
  return mapSearchUrl(venue.address ?? siteMapQuery);
}

export const mapSearchUrl = (query: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
