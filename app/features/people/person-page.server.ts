// Everything the office knows by one e-mail address (issue 21, office manager's list item 7): the person's bookings,
// what they paid, their waiting-list entries, the messages sent to them and their enquiries.
import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import {
  availableDates,
  bookings,
  courseInstances,
  courses,
  emailOutbox,
  leads,
  offlinePlaces,
  payments,
  waitlistEntries,
} from "#db/schema";
import { amountHeldSql, amountPaidSql } from "#app/features/payments/ledger.server";
import { balanceDueOf } from "#app/features/booking/booking-summary";
import { withCourseAndDates } from "#app/features/booking/booking-dates.server";
import { notFound } from "#app/shared/http-error";
import { isoOrNull } from "#app/shared/staff/route-helpers.server";
import { ERASED_NAME, isErasedAddress } from "./erased-address";
import { dateKeyOf, placeDate, startDate, withEntryDates, withPlaceDates } from "./dated-rows.server";
import { findPerson } from "./people.server";
import type { PersonPage } from "./schema";

const location = sql<string>`coalesce(${courseInstances.location}, ${availableDates.location})`;

/** Names and numbers in the order given, each once (compared without case or spaces). */
function distinct(values: (string | null | undefined)[]): string[] {
  const seen = new Map<string, string>();
  for (const value of values) {
    const text = value?.trim();
    if (text && !seen.has(text.toLowerCase().replace(/\s+/g, "")))
      seen.set(text.toLowerCase().replace(/\s+/g, ""), text);
  }
  return [...seen.values()];
}

export async function getPersonPage(db: Executor, personId: string): Promise<PersonPage> {
  const person = await findPerson(db, personId);
  if (!person) throw notFound("Person not found");
  const email = person.email;

  const bookingRows = await withCourseAndDates(
    db
      .select({
        booking: bookings,
        amountPaid: amountPaidSql(),
        amountHeld: amountHeldSql(),
        courseTitle: courses.title,
        startDate,
        location,
      })
      .from(bookings)
      .$dynamic(),
  )
    // booking_email_idx
    .where(sql`lower(${bookings.userDetails} ->> 'email') = ${email}`)
    .orderBy(desc(bookings.createdAt));
  const bookingIds = bookingRows.map((row) => row.booking.id);
  const referenceOf = new Map(bookingRows.map((row) => [row.booking.id, row.booking.reference]));

  const paymentRows =
    bookingIds.length === 0
      ? []
      : await db
          .select()
          .from(payments)
          .where(inArray(payments.bookingId, bookingIds))
          .orderBy(asc(payments.createdAt));

  const entryRows = await withEntryDates(
    db
      .select({
        entry: waitlistEntries,
        courseTitle: courses.title,
        startDate,
        bookingReference: bookings.reference,
      })
      .from(waitlistEntries)
      .$dynamic(),
  )
    .where(eq(waitlistEntries.emailKey, email))
    .orderBy(desc(waitlistEntries.joinedAt));

  const messageRows = await db
    .select({
      id: emailOutbox.id,
      subject: emailOutbox.subject,
      status: emailOutbox.status,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
      bookingId: emailOutbox.bookingId,
    })
    .from(emailOutbox)
    .where(sql`lower(${emailOutbox.toAddress}) = ${email}`)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(200);

  const leadRows = await db
    .select()
    .from(leads)
    .where(sql`lower(${leads.email}) = ${email}`)
    .orderBy(desc(leads.createdAt));

  const placeRows = await withPlaceDates(
    db
      .select({
        id: offlinePlaces.id,
        fullName: offlinePlaces.fullName,
        phone: offlinePlaces.phone,
        ...placeDate,
      })
      .from(offlinePlaces)
      .$dynamic(),
  )
    .where(sql`lower(${offlinePlaces.email}) = ${email}`)
    .orderBy(desc(offlinePlaces.createdAt));

  return {
    id: person.id,
    email,
    erased: isErasedAddress(email),
    names: distinct([
      ...bookingRows.map((row) => row.booking.userDetails.fullName),
      ...entryRows.map((row) => row.entry.fullName),
      ...leadRows.map((lead) => lead.fullName ?? [lead.firstName, lead.lastName].filter(Boolean).join(" ")),
      ...placeRows.map((place) => place.fullName),
    ]).filter((name) => name !== ERASED_NAME),
    phones: distinct([
      ...bookingRows.map((row) => row.booking.userDetails.phone),
      ...entryRows.map((row) => row.entry.phone),
      ...leadRows.map((lead) => lead.phone),
      ...placeRows.map((place) => place.phone),
    ]),
    bookings: bookingRows.map(({ booking, amountPaid, amountHeld, courseTitle, startDate: day, location: place }) => ({
      id: booking.id,
      reference: booking.reference,
      courseTitle,
      startDate: day,
      location: place,
      status: booking.status,
      totalPrice: booking.totalPrice,
      amountPaid,
      balanceDue: balanceDueOf({ ...booking, amountHeld }),
      createdAt: booking.createdAt.toISOString(),
      date: dateKeyOf(booking),
    })),
    payments: paymentRows.map((payment) => ({
      id: payment.id,
      bookingId: payment.bookingId,
      bookingReference: referenceOf.get(payment.bookingId) ?? "",
      kind: payment.kind,
      amount: payment.amount,
      state: payment.state,
      method: payment.method,
      receiptNumber: payment.receiptNumber,
      at: (payment.settledAt ?? payment.createdAt).toISOString(),
      receivedOn: payment.receivedOn,
    })),
    waitlist: entryRows.map(({ entry, courseTitle, startDate: day, bookingReference }) => ({
      id: entry.id,
      courseTitle,
      startDate: day,
      status: entry.status,
      joinedAt: entry.joinedAt.toISOString(),
      bookingId: entry.bookingId,
      bookingReference,
      date: dateKeyOf(entry),
    })),
    messages: messageRows.map((message) => ({
      id: message.id,
      subject: message.subject,
      status: message.status,
      createdAt: message.createdAt.toISOString(),
      sentAt: isoOrNull(message.sentAt),
      bookingId: message.bookingId,
      bookingReference: message.bookingId ? (referenceOf.get(message.bookingId) ?? null) : null,
    })),
    enquiries: leadRows.map((lead) => ({
      id: lead.id,
      source: lead.source,
      status: lead.status,
      message: lead.message,
      createdAt: lead.createdAt.toISOString(),
    })),
    offlinePlaces: placeRows.map((place) => ({
      id: place.id,
      courseTitle: place.courseTitle,
      startDate: place.startDate,
      date: dateKeyOf(place),
    })),
  };
}
