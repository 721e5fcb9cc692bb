// Everything an erasure touches for one address (issue 23, decision 025), read inside the erasure's transaction: the
// bookings they made (locked, so no payment or change lands between the check and the blanking), the seats they sit
// in (their own bookings, a seat on someone else's booking, a place booked offline) with what the refusal rule needs,
// and every name, address and number they gave, which kept free text is redacted of.
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { bookings, leads, learners, offlinePlaces, waitlistEntries } from "#db/schema";
import { erasureSeats } from "./erasure-seats.server";

const byAddress = (column: unknown, email: string) => sql`lower(${column}) = ${email}`;

export async function erasureScope(tx: Executor, email: string) {
  const ownBookings = await tx
    .select({ id: bookings.id, userDetails: bookings.userDetails })
    .from(bookings)
    .where(byAddress(sql`${bookings.userDetails} ->> 'email'`, email))
    .orderBy(bookings.id)
    .for("no key update");
  const bookingIds = ownBookings.map((row) => row.id);

  const placeRows = await tx
    .select({ id: offlinePlaces.id, fullName: offlinePlaces.fullName, phone: offlinePlaces.phone })
    .from(offlinePlaces)
    .where(byAddress(offlinePlaces.email, email));
  const placeIds = placeRows.map((row) => row.id);

  // Their seats: on their own bookings and places (unless named for someone else), and wherever they are named.
  const learnerRows = await tx
    .select()
    .from(learners)
    .where(
      or(
        byAddress(learners.email, email),
        and(
          or(inArray(learners.bookingId, bookingIds), inArray(learners.offlinePlaceId, placeIds)),
          or(isNull(learners.email), byAddress(learners.email, email)),
        ),
      ),
    );
  const seatBookingIds = [...new Set([...bookingIds, ...learnerRows.flatMap((row) => row.bookingId ?? [])])];
  const seatPlaceIds = [...new Set([...placeIds, ...learnerRows.flatMap((row) => row.offlinePlaceId ?? [])])];

  const entryRows = await tx
    .select({ id: waitlistEntries.id, fullName: waitlistEntries.fullName, phone: waitlistEntries.phone })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.emailKey, email));
  const leadRows = await tx
    .select({
      id: leads.id,
      fullName: leads.fullName,
      firstName: leads.firstName,
      lastName: leads.lastName,
      phone: leads.phone,
      companyName: leads.companyName,
    })
    .from(leads)
    .where(byAddress(leads.email, email));

  const secrets = [
    email,
    ...ownBookings.flatMap(({ userDetails }) => [
      userDetails.fullName,
      userDetails.email,
      userDetails.phone,
      userDetails.address,
      userDetails.postcode,
    ]),
    ...learnerRows.flatMap((row) => [row.fullName, row.email, row.siaLicenceNumber]),
    ...placeRows.flatMap((row) => [row.fullName, row.phone]),
    ...entryRows.flatMap((row) => [row.fullName, row.phone]),
    ...leadRows.flatMap((row) => [row.fullName, row.firstName, row.lastName, row.phone, row.companyName]),
  ].filter((value): value is string => typeof value === "string" && value.trim() !== "");

  return {
    bookingIds,
    placeIds,
    learnerIds: learnerRows.map((row) => row.id),
    entryIds: entryRows.map((row) => row.id),
    leadIds: leadRows.map((row) => row.id),
    secrets,
    seats: () => erasureSeats(tx, seatBookingIds, seatPlaceIds),
  };
}

export type ErasureScope = Awaited<ReturnType<typeof erasureScope>>;
