// What the booking flow keeps in the browser's local storage between pages
// (SPEC §3): `bookingData` (course page → /checkout) and `bookingInfo`
// (checkout or dialog → /payment). Anything stored may be stale, edited by
// hand or written by an older version, so every read is parsed and checked;
// a bad item reads as absent.
import { z } from "zod";

import { BOOKING_DATA_KEY, BOOKING_INFO_KEY } from "./booking-storage-keys";

export { BOOKING_DATA_KEY, BOOKING_INFO_KEY };

const pence = z.number().int().nonnegative();
const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const id = z.string().min(1).max(100);

/** The course and legacy available date chosen on the course page. */
export const BookingDataSchema = z.object({
  course: z.object({
    id,
    slug: z.string(),
    title: z.string().min(1),
    price: pence,
    durationDays: z.number().int().positive(),
    prerequisites: z.array(z.string()),
  }),
  selectedDate: z.object({
    id,
    date: calendarDate,
    location: z.string(),
    maxSeats: z.number().int(),
    bookedSeats: z.number().int(),
    price: pence,
  }),
});
export type BookingData = z.infer<typeof BookingDataSchema>;

/** A booking the server has created and the payment page is about to charge. */
export const BookingInfoSchema = z.object({
  bookingId: z.uuid(),
  accessToken: z.string().min(20).max(64),
  reference: z.string().optional(),
  course: z.object({
    id,
    slug: z.string(),
    title: z.string().min(1),
    price: pence,
    durationDays: z.number().int().positive().optional(),
  }),
  selectedDate: z.object({
    id,
    kind: z.enum(["instance", "available-date"]),
    date: calendarDate,
    location: z.string(),
    price: pence,
  }),
  userDetails: z.object({
    fullName: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    postcode: z.string(),
    notes: z.string().optional(),
  }),
  paymentAmount: pence,
  paymentType: z.enum(["deposit", "full"]),
  balanceDue: pence,
  balanceDueDate: calendarDate.nullable().optional(),
});
export type BookingInfo = z.infer<typeof BookingInfoSchema>;

type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The browser's local storage, or undefined on the server or where it is blocked (private modes, policies). */
function browserStorage(): KeyValueStore | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function readItem<S extends z.ZodType>(key: string, schema: S, storage: KeyValueStore | undefined): z.output<S> | null {
  try {
    const text = storage?.getItem(key);
    if (!text) return null;
    const result = schema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** Writes a checked value; false when the browser would not store it (full or blocked). */
function writeItem<S extends z.ZodType>(
  key: string,
  schema: S,
  value: z.input<S>,
  storage: KeyValueStore | undefined,
): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify(schema.parse(value)));
    return true;
  } catch {
    return false;
  }
}

export const readBookingData = (storage = browserStorage()) => readItem(BOOKING_DATA_KEY, BookingDataSchema, storage);
export const writeBookingData = (data: BookingData, storage = browserStorage()) =>
  writeItem(BOOKING_DATA_KEY, BookingDataSchema, data, storage);

export const readBookingInfo = (storage = browserStorage()) => readItem(BOOKING_INFO_KEY, BookingInfoSchema, storage);
export const writeBookingInfo = (info: BookingInfo, storage = browserStorage()) =>
  writeItem(BOOKING_INFO_KEY, BookingInfoSchema, info, storage);

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
