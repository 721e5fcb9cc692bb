// The customer the booking tests book as, through the API or typed into the browser's forms, and the first aid
// certificate they declare on a course that needs one (issue 23).
import { addMonths, londonToday } from "#app/shared/dates";

export const customer = {
  fullName: "Sam Taylor",
  email: "sam.taylor@example.com",
  phone: "07700 900123",
  address: "1 High Street, Oxford",
  postcode: "OX1 1AA",
  notes: "",
};

/** A first aid certificate issued 3 months ago: at least 12 months left on any first day within 2 years. */
export const CERTIFICATE_THAT_MEETS = () => ({
  qualification: "efaw" as const,
  issuedBy: "St John Ambulance",
  issuedOn: addMonths(londonToday(), -3),
});
