// Shapes of the public timetable, as the API sends them and pages render them.

/** Where and when a date or run meets (issue 21): its venue and the days staff chose. */
type PlaceAndDays = {
  /** The venue's name. */
  location: string;
  /** The venue's address; null for the academy's own (the settings' address). */
  venueAddress: string | null;
  /** A venue whose address staff have not yet given: 'Address to follow'. */
  venueAddressToFollow: boolean;
  /** Every day the course meets, first day first. */
  courseDays: string[];
};

/** A scheduled run of a course (SPEC §3 course_instance). */
export type PublicInstance = {
  id: string;
  courseId: string;
  courseSlug: string;
  courseTitle: string;
  startDate: string;
  endDate: string | null;
  days: string[];
  location: string;
  maxSeats: number;
  /** Seats taken: sold offline plus confirmed and held online bookings. */
  bookedSeats: number;
  seatsLeft: number;
  /** The instance's price, else the course's, in pence. */
  price: number;
  bookUrl: string | null;
  status: string;
} & PlaceAndDays;

/** A single bookable day (SPEC §3 available_date), without its staff-only notes. */
export type PublicAvailableDate = {
  id: string;
  courseId: string;
  date: string;
  maxSeats: number;
  bookedSeats: number;
  seatsLeft: number;
  status: string;
} & PlaceAndDays;
