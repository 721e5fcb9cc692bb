// Places booked offline (issue 21, M9): each seat sold outside the website is a row of offline_place, with the
// learner's name once staff know it. A date's booked_seats (the figure every seat count reads, bookable-date.server.ts)
// is the number of its places, changed with them in one transaction under the date's lock (decision 003's order:
// the date first). The date and run forms' 'Seats booked offline' number still works: matchOfflinePlaces adds or
// removes blank places to meet it, and never removes one staff have filled in.
import { and, asc, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { availableDates, courseInstances, courses, offlinePlaces, type OfflinePlace } from "#db/schema";
import { changedFields, recordAudit, type StaffActor } from "#app/features/audit/audit.server";
import { matchOfflinePlaceLearner } from "#app/features/learners/learner-records.server";
import { formatDate } from "#app/shared/dates";
import { conflict, notFound } from "#app/shared/http-error";
import { countSeatsTaken, lockBookableDate, type BookableDate } from "../bookable-date.server";
import { UNNAMED_PLACE, type OfflinePlaceInput, type OfflinePlaceView } from "./offline-places-schema";

type DateRef = Pick<BookableDate, "kind" | "id">;

const placesOf = (date: DateRef) =>
  date.kind === "instance" ? eq(offlinePlaces.instanceId, date.id) : eq(offlinePlaces.availableDateId, date.id);

/** A place nobody has filled in: the form's number may take it away. */
const blank = and(
  isNull(offlinePlaces.fullName),
  isNull(offlinePlaces.email),
  isNull(offlinePlaces.phone),
  isNull(offlinePlaces.note),
);

export const PLACE_NOT_FOUND = "Place not found";

/** A refusal to lower the number below the places staff have filled in. */
export const filledPlacesRefusal = (filled: number) =>
  `${filled} of this date's places booked offline ${filled === 1 ? "has a name or details" : "have names or details"}: keep at least ${filled} seat${filled === 1 ? "" : "s"} booked offline, or remove ${filled === 1 ? "that place" : "those places"} on the date's page first.`;

const toView = (row: OfflinePlace): OfflinePlaceView => ({
  id: row.id,
  fullName: row.fullName,
  email: row.email,
  phone: row.phone,
  note: row.note,
});

/** The date's places in the order they were made, so a place keeps its number on the date's page when named. */
export async function offlinePlacesOf(db: Executor, date: DateRef): Promise<OfflinePlaceView[]> {
  const rows = await db
    .select()
    .from(offlinePlaces)
    .where(placesOf(date))
    .orderBy(asc(offlinePlaces.createdAt), asc(offlinePlaces.id));
  return rows.map(toView);
}

async function countPlaces(tx: Executor, date: DateRef): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(offlinePlaces).where(placesOf(date));
  return row?.n ?? 0;
}

async function setBookedSeats(tx: Executor, date: DateRef, bookedSeats: number): Promise<void> {
  if (date.kind === "instance") {
    await tx.update(courseInstances).set({ bookedSeats }).where(eq(courseInstances.id, date.id));
  } else {
    await tx.update(availableDates).set({ bookedSeats }).where(eq(availableDates.id, date.id));
  }
}

async function addUnnamed(tx: Executor, date: DateRef, how: number): Promise<void> {
  if (how <= 0) return;
  const column = date.kind === "instance" ? { instanceId: date.id } : { availableDateId: date.id };
  await tx.insert(offlinePlaces).values(Array.from({ length: how }, () => column));
}

/**
 * Makes a locked date's places number `wanted` and its booked_seats the same: unnamed places are added, or the newest
 * blank ones removed; 409 when that would take a place with a name or details. The caller has checked the seats (capacity).
 */
export async function matchOfflinePlaces(tx: Executor, date: DateRef, wanted: number): Promise<void> {
  const have = await countPlaces(tx, date);
  if (wanted > have) await addUnnamed(tx, date, wanted - have);
  if (wanted < have) {
    const spare = await tx
      .select({ id: offlinePlaces.id })
      .from(offlinePlaces)
      .where(and(placesOf(date), blank))
      .orderBy(desc(offlinePlaces.createdAt), desc(offlinePlaces.id));
    if (spare.length < have - wanted) throw conflict(filledPlacesRefusal(have - spare.length));
    await tx.delete(offlinePlaces).where(
      inArray(
        offlinePlaces.id,
        spare.slice(0, have - wanted).map(({ id }) => id),
      ),
    );
  }
  await setBookedSeats(tx, date, wanted);
}

/** The date locked, its places topped up to booked_seats if anything set the number alone (an old seed, say). */
async function lockDateWithPlaces(tx: Executor, ref: DateRef): Promise<BookableDate> {
  const date = await lockBookableDate(
    tx,
    ref.kind === "instance" ? { instanceId: ref.id } : { availableDateId: ref.id },
  );
  if (!date) throw notFound("Course date not found");
  const have = await countPlaces(tx, date);
  if (have < date.offlineSeats) await addUnnamed(tx, date, date.offlineSeats - have);
  return date;
}

/** The place and its date, the date locked first (decision 003's order), the place read again under that lock. */
async function lockPlace(tx: Executor, placeId: string): Promise<{ date: BookableDate; place: OfflinePlace }> {
  const [first] = await tx.select().from(offlinePlaces).where(eq(offlinePlaces.id, placeId));
  if (!first) throw notFound(PLACE_NOT_FOUND);
  const ref: DateRef = first.instanceId
    ? { kind: "instance", id: first.instanceId }
    : { kind: "available-date", id: first.availableDateId! };
  const date = await lockDateWithPlaces(tx, ref);
  const [place] = await tx.select().from(offlinePlaces).where(eq(offlinePlaces.id, placeId));
  if (!place) throw notFound(PLACE_NOT_FOUND);
  return { date, place };
}

/** "SIA Door Supervisor, 1 December 2026": the date as the audit log names it. */
async function dateName(tx: Executor, date: BookableDate): Promise<string> {
  const [course] = await tx.select({ title: courses.title }).from(courses).where(eq(courses.id, date.courseId));
  return `${course?.title ?? "Course"}, ${formatDate(date.startDate)}`;
}

const placeName = (place: { fullName: string | null }) => place.fullName ?? UNNAMED_PLACE;
const fieldsOf = (place: OfflinePlaceInput | OfflinePlace) => ({
  fullName: place.fullName,
  email: place.email,
  phone: place.phone,
  note: place.note,
});

/** Adds a place booked offline (a seat taken, never beyond the date's seats). */
export async function addOfflinePlace(
  db: Database,
  ref: DateRef,
  input: OfflinePlaceInput,
  staff: StaffActor,
): Promise<OfflinePlaceView> {
  return db.transaction(async (tx) => {
    const date = await lockDateWithPlaces(tx, ref);
    if (date.status === "cancelled") throw conflict("This date has been cancelled: it takes no more places.");
    if ((await countSeatsTaken(tx, date)) >= date.maxSeats) {
      throw conflict("This date is fully booked: raise its seats before adding a place.");
    }
    const column = date.kind === "instance" ? { instanceId: date.id } : { availableDateId: date.id };
    const [place] = await tx
      .insert(offlinePlaces)
      .values({ ...column, ...input })
      .returning();
    await matchOfflinePlaceLearner(tx, place!);
    await setBookedSeats(tx, date, await countPlaces(tx, date));
    await recordAudit(tx, staff, {
      action: "offline-place.add",
      recordType: "offline-place",
      recordId: place!.id,
      summary: `Added a place booked offline on ${await dateName(tx, date)}: ${placeName(input)}`,
      after: fieldsOf(input),
    });
    return toView(place!);
  });
}

/** Names a place, or changes its details. */
export async function updateOfflinePlace(
  db: Database,
  placeId: string,
  input: OfflinePlaceInput,
  staff: StaffActor,
): Promise<OfflinePlaceView> {
  return db.transaction(async (tx) => {
    const { date, place } = await lockPlace(tx, placeId);
    const [updated] = await tx
      .update(offlinePlaces)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(offlinePlaces.id, placeId))
      .returning();
    await matchOfflinePlaceLearner(tx, updated!);
    const { before, after } = changedFields(fieldsOf(place), fieldsOf(input));
    await recordAudit(tx, staff, {
      action: "offline-place.update",
      recordType: "offline-place",
      recordId: placeId,
      summary: `Changed a place booked offline on ${await dateName(tx, date)}: ${placeName(input)}`,
      before,
      after,
    });
    return toView(updated!);
  });
}

/** Removes a place: its seat is free again. */
export async function removeOfflinePlace(db: Database, placeId: string, staff: StaffActor): Promise<void> {
  await db.transaction(async (tx) => {
    const { date, place } = await lockPlace(tx, placeId);
    await tx.delete(offlinePlaces).where(eq(offlinePlaces.id, placeId));
    await setBookedSeats(tx, date, await countPlaces(tx, date));
    await recordAudit(tx, staff, {
      action: "offline-place.remove",
      recordType: "offline-place",
      recordId: placeId,
      summary: `Removed a place booked offline on ${await dateName(tx, date)}: ${placeName(place)}`,
      before: fieldsOf(place),
    });
  });
}

/**
 * A date just made with 'Seats booked offline' filled in: that many unnamed places, under its lock. (Its own
 * transaction after the one that made the date; a crash between the two leaves fewer places than booked_seats, which
 * the next change to the date's places or seats tops up.)
 */
export async function placeSeatsOfNewDate(db: Database, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [instance] = await tx
      .select({ id: courseInstances.id })
      .from(courseInstances)
      .where(eq(courseInstances.id, id));
    const date = await lockBookableDate(tx, instance ? { instanceId: id } : { availableDateId: id });
    if (date) await matchOfflinePlaces(tx, date, date.offlineSeats);
  });
}
