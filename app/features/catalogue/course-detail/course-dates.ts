// The course page's dates (SPEC §2, §4): scheduled instances and legacy
// available dates shown together, and what booking one of them hands on.
import type { PreselectedDate } from "#app/features/booking/sale/booking-selection";
import type { BookingData } from "#app/features/booking/sale/booking-storage";
import { computePaymentOptions } from "#app/features/booking/sale/payment-rules";
import type { PublicCourse } from "../catalogue.server";
import { upcomingCourseDates } from "../date-rules";
import { ADDRESS_TO_FOLLOW } from "../venue-facts";
import type { PublicAvailableDate, PublicInstance } from "../schedule-types";

/** One bookable date on the course page, whichever table it came from; an available date has no end or days. */
export type CourseDate = Pick<
  PublicInstance,
  | "id"
  | "endDate"
  | "days"
  | "location"
  | "venueAddress"
  | "venueAddressToFollow"
  | "courseDays"
  | "maxSeats"
  | "bookedSeats"
  | "seatsLeft"
  | "price"
  | "status"
> & {
  kind: PreselectedDate["kind"];
  /** The (first) day of the course, YYYY-MM-DD. */
  date: string;
};

/** Upcoming dates of a course, soonest first (SPEC §4); full ones stay, to be shown as Fully Booked. */
export function courseDatesOf(
  course: Pick<PublicCourse, "price">,
  instances: readonly PublicInstance[],
  availableDates: readonly PublicAvailableDate[],
  today: string,
): CourseDate[] {
  const all: CourseDate[] = [
    ...instances.map((instance) => ({
      kind: "instance" as const,
      id: instance.id,
      date: instance.startDate,
      endDate: instance.endDate,
      days: instance.days,
      location: instance.location,
      venueAddress: instance.venueAddress,
      venueAddressToFollow: instance.venueAddressToFollow,
      courseDays: instance.courseDays,
      maxSeats: instance.maxSeats,
      bookedSeats: instance.bookedSeats,
      seatsLeft: instance.seatsLeft,
      price: instance.price,
      status: instance.status,
    })),
    ...availableDates.map((date) => ({
      kind: "available-date" as const,
      id: date.id,
      date: date.date,
      endDate: null,
      days: [],
      location: date.location,
      venueAddress: date.venueAddress,
      venueAddressToFollow: date.venueAddressToFollow,
      courseDays: date.courseDays,
      maxSeats: date.maxSeats,
      bookedSeats: date.bookedSeats,
      seatsLeft: date.seatsLeft,
      price: course.price,
      status: date.status,
    })),
  ];
  return upcomingCourseDates(all, today);
}

/** Whether booking this date offers the £100 deposit (price over £150 and more than 7 days away). */
export function depositAppliesTo(date: Pick<CourseDate, "price" | "date">, today: string): boolean {
  return computePaymentOptions(date.price, date.date, today).options.includes("deposit");
}

/** Local-storage item read by /checkout (SPEC §3 "bookingData"): its key and shape belong to the booking flow. */
export { BOOKING_DATA_KEY } from "#app/features/booking/sale/booking-storage-keys";
export type { BookingData } from "#app/features/booking/sale/booking-storage";

/** What booking a legacy available date saves before going to /checkout. */
export function bookingDataFor(course: BookingData["course"], date: CourseDate): BookingData {
  return {
    course: {
      id: course.id,
      slug: course.slug,
      title: course.title,
      price: course.price,
      durationDays: course.durationDays,
      prerequisites: course.prerequisites,
      siaLicenceLinked: course.siaLicenceLinked,
      needsFirstAidCertificate: course.needsFirstAidCertificate,
    },
    selectedDate: {
      id: date.id,
      date: date.date,
      lastDay: date.courseDays.at(-1) ?? date.date,
      location: date.location,
      venueAddress: date.venueAddressToFollow ? ADDRESS_TO_FOLLOW : date.venueAddress,
      maxSeats: date.maxSeats,
      bookedSeats: date.bookedSeats,
      price: date.price,
    },
  };
}

/** The date the booking dialog opens with when an instance is booked from the course page. */
export function preselectedDateFor(date: CourseDate): PreselectedDate {
  return {
    id: date.id,
    kind: date.kind,
    date: date.date,
    lastDay: date.courseDays.at(-1) ?? date.date,
    location: date.location,
    price: date.price,
    seatsLeft: date.seatsLeft,
  };
}

/** '1 seat left', '5 seats left'. */
export function seatsLeftLabel(seatsLeft: number): string {
  return `${seatsLeft} ${seatsLeft === 1 ? "seat" : "seats"} left`;
}
