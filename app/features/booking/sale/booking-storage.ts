// What the booking flow keeps in the browser's local storage between pages
// (SPEC §3): `bookingData` (course page → /checkout) and `bookingInfo`
// (checkout or dialog → /payment). Anything stored may be stale, edited by
// hand or written by an older version, so every read is parsed and checked;
// a bad item reads as absent.
import { BOOKING_DATA_KEY, BOOKING_INFO_KEY } from "./booking-storage-keys";
import { array, boolean, integer, nullable, object, oneOf, optional, parse, string, type Parser } from "./stored-shape";

export { BOOKING_DATA_KEY, BOOKING_INFO_KEY };

// Checked by hand-written parsers (stored-shape.ts), not zod: /checkout and /payment read these while the page
// loads, and zod would cost them ~24 KB gzipped of a 115 KB script budget (decision 006).
const pence = integer(0);
const calendarDate = string((text) => /^\d{4}-\d{2}-\d{2}$/.test(text));
const id = string((text) => text.length >= 1 && text.length <= 100);
// RFC 9562 UUIDs (any version, nil and max), as zod's z.uuid() accepts them.
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/** The course and legacy available date chosen on the course page. */
export type BookingData = {
  course: {
    id: string;
    slug: string;
    title: string;
    price: number;
    durationDays: number;
    prerequisites: string[];
    /** What to bring depends on these (issue 21, L4); absent in what an older version stored. */
    siaLicenceLinked?: boolean;
    needsFirstAidCertificate?: boolean;
  };
  selectedDate: {
    id: string;
    date: string;
    /** The last course day (issue 21); absent in what an older version stored. */
    lastDay?: string;
    location: string;
    /** The venue's address line; null for the academy's own (the settings' address); absent from older versions. */
    venueAddress?: string | null;
    maxSeats: number;
    bookedSeats: number;
    price: number;
  };
};

const bookingData: Parser<BookingData> = object({
  course: object({
    id,
    slug: string(),
    title: string((text) => text.length >= 1),
    price: pence,
    durationDays: integer(1),
    prerequisites: array(string()),
    siaLicenceLinked: optional(boolean),
    needsFirstAidCertificate: optional(boolean),
  }),
  selectedDate: object({
    id,
    date: calendarDate,
    lastDay: optional(calendarDate),
    location: string(),
    venueAddress: optional(nullable(string())),
    maxSeats: integer(),
    bookedSeats: integer(),
    price: pence,
  }),
});

/** A booking the server has created and the payment page is about to charge. */
export type BookingInfo = {
  bookingId: string;
  accessToken: string;
  reference?: string;
  course: { id: string; slug: string; title: string; price: number; durationDays?: number };
  selectedDate: { id: string; kind: "instance" | "available-date"; date: string; location: string; price: number };
  userDetails: { fullName: string; email: string; phone: string; address: string; postcode: string; notes?: string };
  paymentAmount: number;
  paymentType: "deposit" | "full";
  balanceDue: number;
  balanceDueDate?: string | null;
};

const bookingInfo: Parser<BookingInfo> = object({
  bookingId: string((text) => UUID.test(text)),
  accessToken: string((text) => text.length >= 20 && text.length <= 64),
  reference: optional(string()),
  course: object({
    id,
    slug: string(),
    title: string((text) => text.length >= 1),
    price: pence,
    durationDays: optional(integer(1)),
  }),
  selectedDate: object({
    id,
    kind: oneOf("instance", "available-date"),
    date: calendarDate,
    location: string(),
    price: pence,
  }),
  userDetails: object({
    fullName: string(),
    email: string(),
    phone: string(),
    address: string(),
    postcode: string(),
    notes: optional(string()),
  }),
  paymentAmount: pence,
  paymentType: oneOf("deposit", "full"),
  balanceDue: pence,
  balanceDueDate: optional(nullable(calendarDate)),
});

type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function readItem<T>(key: string, shape: Parser<T>, storage: KeyValueStore | undefined): T | null {
  try {
    const text = storage?.getItem(key);
    if (!text) return null;
    return parse(shape, JSON.parse(text));
  } catch {
    return null;
  }
}

/** Writes a checked value; false when the browser would not store it (full or blocked). */
function writeItem<T>(key: string, shape: Parser<T>, value: T, storage: KeyValueStore | undefined): boolean {
  if (!storage) return false;
  try {
    const checked = parse(shape, value);
    if (checked === null) return false;
    storage.setItem(key, JSON.stringify(checked));
    return true;
  } catch {
    return false;
  }
}

export const readBookingData = (storage = browserStorage()) => readItem(BOOKING_DATA_KEY, bookingData, storage);
export const writeBookingData = (data: BookingData, storage = browserStorage()) =>
  writeItem(BOOKING_DATA_KEY, bookingData, data, storage);

export const readBookingInfo = (storage = browserStorage()) => readItem(BOOKING_INFO_KEY, bookingInfo, storage);
export const writeBookingInfo = (info: BookingInfo, storage = browserStorage()) =>
  writeItem(BOOKING_INFO_KEY, bookingInfo, info, storage);

/** Whether `value` is a complete bookingInfo (the shape /payment reads). */
export const isBookingInfo = (value: unknown): value is BookingInfo => parse(bookingInfo, value) !== null;

/** The browser's local storage, or undefined on the server or where it is blocked (private modes, policies). */
export function browserStorage(): Pick<Storage, "getItem" | "setItem" | "removeItem"> | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Forgets the booking in progress (SPEC §2 /booking-success "clears the saved booking data"). */
export function clearSavedBooking(storage = browserStorage()): void {
  for (const key of [BOOKING_DATA_KEY, BOOKING_INFO_KEY]) {
    try {
      storage?.removeItem(key);
    } catch {
      // Storage blocked: nothing was saved either.
    }
  }
}
