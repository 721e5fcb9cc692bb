/**
 * Where the seeded dates meet (issue 21): the academy's own premises (their address comes from the settings, so none
 * is kept here) and two hired rooms with their own address and directions.
 */
export const seedVenues = [
  { name: "Oxford", address: "", isAcademy: true, directions: null, mapUrl: null },
  {
    name: "Reading",
    address: "Suite 3, Forbury Court, 12 Forbury Road, Reading RG1 1SB",
    isAcademy: false,
    directions:
      "Six minutes' walk from Reading station (north exit). Pay-and-display parking at the Forbury car park; the entrance is on the left of the courtyard, and the training room is on the second floor.",
    mapUrl: null,
  },
  {
    name: "Bracknell",
    address: "The Training Suite, Brants Bridge House, Brants Bridge, Bracknell RG12 9BG",
    isAcademy: false,
    directions: "Free parking in front of the building; sign in at reception on the ground floor.",
    mapUrl: null,
  },
] as const;
