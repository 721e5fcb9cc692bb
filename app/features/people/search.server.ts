// One search for the office (issue 21, walkthrough L8): by name, e-mail, phone or booking reference, across
// bookings, waiting-list entries, enquiries and offline places, each result with the person's page it belongs to.
// An address is matched exactly and lower-cased, so booking_email_idx serves it; a phone by its digits alone.
import { and, desc, eq, like, or, sql, type SQL } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { bookings, courses, leads, offlinePlaces, waitlistEntries } from "#db/schema";
import { withCourseAndDates } from "#app/features/booking/booking-dates.server";
import { dateKeyOf, placeDate, startDate, withEntryDates, withPlaceDates } from "./dated-rows.server";
import { emailKeyOf, ensurePeople } from "./people.server";
import { SEARCH_LIMIT, type SearchResults } from "./schema";
import { containsPattern, searchTermsOf, type SearchTerms } from "./search-terms";

type Columns = { name: SQL; email: SQL; phone: SQL };

/** The phone column with spaces, brackets, dots and dashes taken out, as the typed number is. */
const digitsOf = (phone: SQL) => sql`regexp_replace(coalesce(${phone}, ''), '[[:space:]().-]', '', 'g')`;

/** Whether a row's name, address or phone matches; a reference matches no person's details. */
function personMatches(columns: Columns, terms: SearchTerms): SQL | undefined {
  switch (terms.kind) {
    case "email":
      return sql`lower(${columns.email}) = ${terms.email}`;
    case "phone":
      return or(...terms.digits.map((digits) => sql`${digitsOf(columns.phone)} like ${containsPattern(digits)}`));
    case "text":
      return or(
        and(...terms.words.map((word) => sql`lower(${columns.name}) like ${containsPattern(word)}`)),
        sql`lower(${columns.email}) like ${containsPattern(terms.text)}`,
      );
    case "reference":
      return undefined;
  }
}

const referenceMatches = (terms: SearchTerms) =>
  terms.kind === "reference"
    ? or(eq(bookings.reference, terms.reference), like(bookings.reference, `${terms.reference}%`))
    : undefined;

const bookingColumns: Columns = {
  name: sql`${bookings.userDetails} ->> 'fullName'`,
  email: sql`${bookings.userDetails} ->> 'email'`,
  phone: sql`${bookings.userDetails} ->> 'phone'`,
};

const leadName = sql<string>`coalesce(nullif(trim(${leads.fullName}), ''), trim(concat_ws(' ', ${leads.firstName}, ${leads.lastName})))`;

async function findBookings(db: Executor, terms: SearchTerms) {
  const where = terms.kind === "reference" ? referenceMatches(terms) : personMatches(bookingColumns, terms);
  return withCourseAndDates(
    db
      .select({
        bookingId: bookings.id,
        reference: bookings.reference,
        userDetails: bookings.userDetails,
        status: bookings.status,
        courseTitle: courses.title,
        startDate,
        instanceId: bookings.instanceId,
        availableDateId: bookings.availableDateId,
      })
      .from(bookings)
      .$dynamic(),
  )
    .where(where)
    .orderBy(desc(bookings.createdAt))
    .limit(SEARCH_LIMIT + 1);
}

async function findWaitlistEntries(db: Executor, terms: SearchTerms) {
  const where =
    terms.kind === "reference"
      ? referenceMatches(terms)
      : personMatches(
          {
            name: sql`${waitlistEntries.fullName}`,
            email: sql`${waitlistEntries.email}`,
            phone: sql`${waitlistEntries.phone}`,
          },
          terms,
        );
  return withEntryDates(
    db
      .select({
        entryId: waitlistEntries.id,
        fullName: waitlistEntries.fullName,
        email: waitlistEntries.email,
        phone: waitlistEntries.phone,
        status: waitlistEntries.status,
        bookingId: waitlistEntries.bookingId,
        bookingReference: bookings.reference,
        courseTitle: courses.title,
        startDate,
        instanceId: waitlistEntries.instanceId,
        availableDateId: waitlistEntries.availableDateId,
      })
      .from(waitlistEntries)
      .$dynamic(),
  )
    .where(where)
    .orderBy(desc(waitlistEntries.joinedAt))
    .limit(SEARCH_LIMIT + 1);
}

async function findEnquiries(db: Executor, terms: SearchTerms) {
  const where = personMatches({ name: leadName, email: sql`${leads.email}`, phone: sql`${leads.phone}` }, terms);
  if (!where) return [];
  return db
    .select({
      leadId: leads.id,
      name: leadName,
      email: leads.email,
      phone: leads.phone,
      source: leads.source,
      status: leads.status,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .where(where)
    .orderBy(desc(leads.createdAt))
    .limit(SEARCH_LIMIT + 1);
}

async function findOfflinePlaces(db: Executor, terms: SearchTerms) {
  const where = personMatches(
    { name: sql`${offlinePlaces.fullName}`, email: sql`${offlinePlaces.email}`, phone: sql`${offlinePlaces.phone}` },
    terms,
  );
  if (!where) return [];
  return withPlaceDates(
    db
      .select({
        placeId: offlinePlaces.id,
        fullName: offlinePlaces.fullName,
        email: offlinePlaces.email,
        phone: offlinePlaces.phone,
        ...placeDate,
      })
      .from(offlinePlaces)
      .$dynamic(),
  )
    .where(where)
    .orderBy(desc(offlinePlaces.createdAt))
    .limit(SEARCH_LIMIT + 1);
}

const firstOf = <T>(rows: T[]) => rows.slice(0, SEARCH_LIMIT);

export async function searchPeople(db: Executor, query: string): Promise<SearchResults> {
  const terms = searchTermsOf(query);
  const [bookingRows, entryRows, leadRows, placeRows] = [
    await findBookings(db, terms),
    await findWaitlistEntries(db, terms),
    await findEnquiries(db, terms),
    await findOfflinePlaces(db, terms),
  ];
  const ids = await ensurePeople(db, [
    ...bookingRows.map((row) => row.userDetails.email),
    ...entryRows.map((row) => row.email),
    ...leadRows.map((row) => row.email),
    ...placeRows.flatMap((row) => (row.email ? [row.email] : [])),
  ]);
  const personOf = (email: string | null) => (email ? (ids.get(emailKeyOf(email)) ?? null) : null);
  return {
    query,
    more: [bookingRows, entryRows, leadRows, placeRows].some((rows) => rows.length > SEARCH_LIMIT),
    bookings: firstOf(bookingRows).map((row) => ({
      personId: personOf(row.userDetails.email),
      name: row.userDetails.fullName,
      email: row.userDetails.email,
      phone: row.userDetails.phone,
      bookingId: row.bookingId,
      reference: row.reference,
      courseTitle: row.courseTitle,
      startDate: row.startDate,
      status: row.status,
      date: dateKeyOf(row),
    })),
    waitlist: firstOf(entryRows).map((row) => ({
      personId: personOf(row.email),
      name: row.fullName,
      email: row.email,
      phone: row.phone,
      entryId: row.entryId,
      courseTitle: row.courseTitle,
      startDate: row.startDate,
      status: row.status,
      bookingId: row.bookingId,
      bookingReference: row.bookingReference,
      date: dateKeyOf(row),
    })),
    enquiries: firstOf(leadRows).map((row) => ({
      personId: personOf(row.email),
      name: row.name || row.email,
      email: row.email,
      phone: row.phone,
      leadId: row.leadId,
      source: row.source,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    })),
    offlinePlaces: firstOf(placeRows).map((row) => ({
      personId: personOf(row.email),
      name: row.fullName ?? "Unnamed place",
      email: row.email,
      phone: row.phone,
      placeId: row.placeId,
      courseTitle: row.courseTitle,
      startDate: row.startDate,
      date: dateKeyOf(row),
    })),
  };
}
