// A BookingSummary as getBookingSummary answers it, for the tests of what is made from one (pages, e-mails, files);
// pass only what the test is about.
import type { UserDetails } from "#db/schema";
import type { BookingSummary } from "#app/features/booking/booking-summary";

/**
 * Sam Taylor's (sam@example.com, 07700 900123, 1 High Street, OX1 1AA) confirmed booking TV-ABCDEFGH of the £249
 * SIA Door Supervisor on 16 December 2026 in Oxford, 09:00 to 17:00: £100 deposit paid, £149 due by 9 December.
 */
export function makeBookingSummary(change: Partial<BookingSummary> = {}): BookingSummary {
  return {
    id: "9f1f3a52-1d55-4c8e-8d0f-6f5b7b1c2d3e",
    reference: "TV-ABCDEFGH",
    status: "confirmed",
    needsRefund: false,
    paymentType: "deposit",
    paymentAmount: 10_000,
    totalPrice: 24_900,
    seats: 1,
    amountPaid: 10_000,
    amountHeld: 10_000,
    amountRefunded: 0,
    balanceDue: 14_900,
    balanceDueDate: "2026-12-09",
    holdExpiresAt: null,
    dateCancelled: false,
    academyChanged: false,
    retakeOfReference: null,
    userDetails: SAM_TAYLOR,
    courseId: "0b4c1e58-7a7e-4a8e-9c1e-2f0f1f0c9a01",
    courseTitle: "SIA Door Supervisor",
    courseSlug: "door-supervisor",
    durationDays: 6,
    hasPrerequisites: true,
    siaLicenceLinked: true,
    needsFirstAidCertificate: true,
    firstAid: null,
    startDate: "2026-12-16",
    endDate: null,
    location: "Oxford",
    days: ["2026-12-16"],
    startTime: "09:00",
    finishTime: "17:00",
    venueAddress: null,
    venueDirections: null,
    venueAddressToFollow: false,
    venueMapUrl: null,
    calendarSequence: 0,
    ...change,
  };
}

/** makeBookingSummary's customer, for a test of the same booking in another form (the browser's saved copy). */
export const SAM_TAYLOR: UserDetails = {
  fullName: "Sam Taylor",
  email: "sam@example.com",
  phone: "07700 900123",
  address: "1 High Street",
  postcode: "OX1 1AA",
};
