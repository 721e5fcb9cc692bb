// The office's search and people (issue 21): one search across bookings, waiting lists, enquiries and offline places,
// a person's page, and staff's internal notes. Requests are checked with these schemas in the browser and the server.
import { z } from "zod";
import { multiLine, oneLine } from "#app/shared/plain-text";

/** GET /api/admin/search?q= */
export const SearchQuerySchema = z.object({
  q: z
    .string("Please type a name, e-mail, phone or booking reference")
    .trim()
    .min(2, "Please type at least 2 characters")
    .max(100, "Please type at most 100 characters")
    .check(oneLine),
});

/** POST /api/admin/bookings/{id}/notes and /api/admin/people/{id}/notes */
export const StaffNoteSchema = z.strictObject({
  body: z
    .string("Please write the note")
    .trim()
    .min(1, "Please write the note")
    .max(2000, "Keep the note under 2,000 characters")
    .check(multiLine),
});
export type StaffNoteInput = z.output<typeof StaffNoteSchema>;

/** POST /api/admin/people/{id}/erase: erasure on request (issue 23); the reason is kept in the audit log. */
export const ErasePersonSchema = z.strictObject({
  reason: z
    .string("Please give the reason for erasing this person")
    .trim()
    .min(1, "Please give the reason for erasing this person")
    .max(500, "Keep the reason under 500 characters")
    .check(oneLine),
});
export type ErasePersonInput = z.output<typeof ErasePersonSchema>;

/** A course date as the staff URLs name it (/admin/dates/{kind}/{id}). */
export type DateKey = { kind: "instance" | "date"; id: string };

/** Who a result is about; `personId` is null when there is no e-mail address to know them by. */
type Who = { personId: string | null; name: string; email: string | null; phone: string | null };

export type SearchResults = {
  query: string;
  /** Each group holds at most SEARCH_LIMIT results; `more` says some were left out. */
  more: boolean;
  bookings: (Who & {
    bookingId: string;
    reference: string;
    courseTitle: string;
    startDate: string;
    status: string;
    date: DateKey;
  })[];
  waitlist: (Who & {
    entryId: string;
    courseTitle: string;
    startDate: string;
    status: string;
    bookingId: string | null;
    bookingReference: string | null;
    date: DateKey;
  })[];
  enquiries: (Who & { leadId: string; source: string; status: string; createdAt: string })[];
  offlinePlaces: (Who & { placeId: string; courseTitle: string; startDate: string; date: DateKey })[];
};

export const SEARCH_LIMIT = 25;

export type StaffNoteView = { id: string; body: string; author: string; createdAt: string };

/** GET /api/admin/people/{id}: everything the office knows by one e-mail address. */
export type PersonPage = {
  id: string;
  email: string;
  /** Their details were erased (on request or by the retention schedule): what is left is the accounts' figures. */
  erased: boolean;
  /** Every name and phone number given with this address, most recent first. */
  names: string[];
  phones: string[];
  bookings: {
    id: string;
    reference: string;
    courseTitle: string;
    startDate: string;
    location: string;
    status: string;
    totalPrice: number;
    amountPaid: number;
    balanceDue: number;
    createdAt: string;
    date: DateKey;
  }[];
  payments: {
    id: string;
    bookingId: string;
    bookingReference: string;
    kind: string;
    amount: number;
    state: string;
    method: string | null;
    receiptNumber: number | null;
    at: string;
    /** The day money recorded by hand arrived (issue 21, M10): its date, when staff gave one. */
    receivedOn: string | null;
  }[];
  waitlist: {
    id: string;
    courseTitle: string;
    startDate: string;
    status: string;
    joinedAt: string;
    bookingId: string | null;
    bookingReference: string | null;
    date: DateKey;
  }[];
  messages: {
    id: string;
    subject: string;
    status: string;
    createdAt: string;
    sentAt: string | null;
    bookingId: string | null;
    bookingReference: string | null;
  }[];
  enquiries: { id: string; source: string; status: string; message: string | null; createdAt: string }[];
  offlinePlaces: { id: string; courseTitle: string; startDate: string; date: DateKey }[];
};
