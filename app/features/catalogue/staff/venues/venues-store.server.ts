// Venues as staff keep them (issue 21): each change in one transaction with its audit row. A rename carries over to
// the location of every date and run that picks the venue, which also tells the catalogue cache (migration 0004).
import { asc, count, eq, sql } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { availableDates, courseInstances, venues, type Venue } from "#db/schema";
import { recordAudit, changedFields, type StaffActor } from "#app/features/audit/audit.server";
import { conflict, notFound } from "#app/shared/http-error";
import { invalidFields, isForeignKeyViolation, isUniqueViolation } from "#app/shared/staff/route-helpers.server";
import { venueNeedsAddress } from "../../venue-facts";
import {
  ANOTHER_ACADEMY_VENUE,
  VENUE_IN_USE,
  VENUE_NAME_TAKEN,
  type AdminVenue,
  type VenueInput,
} from "./venue-schema";

const venueNotFound = () => notFound("Venue not found");

// Written out: inside a subquery Drizzle names columns without their table, and "id" would be the subquery's own.
const usesSql = sql<number>`((select count(*) from "course_instance" as "used" where "used"."venue_id" = "venue"."id") + (select count(*) from "available_date" as "used" where "used"."venue_id" = "venue"."id"))::int`;

function toAdminVenue({ createdAt, updatedAt, ...venue }: Venue & { uses: number }): AdminVenue {
  return {
    ...venue,
    needsAddress: venueNeedsAddress(venue),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/** Every venue, the academy's first, then by name. */
export async function listVenues(db: Executor): Promise<AdminVenue[]> {
  const rows = await db
    .select({ ...venueColumnsAll, uses: usesSql })
    .from(venues)
    .orderBy(sql`${venues.isAcademy} desc`, asc(venues.name));
  return rows.map(toAdminVenue);
}

const venueColumnsAll = {
  id: venues.id,
  name: venues.name,
  address: venues.address,
  directions: venues.directions,
  mapUrl: venues.mapUrl,
  isAcademy: venues.isAcademy,
  createdAt: venues.createdAt,
  updatedAt: venues.updatedAt,
};

async function readVenue(db: Executor, id: string): Promise<AdminVenue> {
  const [row] = await db
    .select({ ...venueColumnsAll, uses: usesSql })
    .from(venues)
    .where(eq(venues.id, id));
  if (!row) throw venueNotFound();
  return toAdminVenue(row);
}

/** The academy's premises take their address from the settings, so none is stored; only one venue can be them. */
async function normalise(tx: Executor, input: VenueInput, id?: string): Promise<VenueInput> {
  if (!input.isAcademy) return input;
  const [other] = await tx
    .select({ id: venues.id, name: venues.name })
    .from(venues)
    .where(eq(venues.isAcademy, true))
    .for("update");
  if (other && other.id !== id) throw invalidFields({ isAcademy: [ANOTHER_ACADEMY_VENUE(other.name)] });
  return { ...input, address: "" };
}

async function guardName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidFields({ name: [VENUE_NAME_TAKEN] });
    throw error;
  }
}

async function assertNameFree(tx: Executor, name: string, id?: string) {
  const [taken] = await tx
    .select({ id: venues.id })
    .from(venues)
    .where(sql`lower(${venues.name}) = lower(${name})`);
  if (taken && taken.id !== id) throw invalidFields({ name: [VENUE_NAME_TAKEN] });
}

const auditable = (venue: VenueInput | Venue) => ({
  name: venue.name,
  address: venue.address,
  directions: venue.directions,
  mapUrl: venue.mapUrl,
  isAcademy: venue.isAcademy,
});

export function createVenue(db: Database, actor: StaffActor, input: VenueInput): Promise<AdminVenue> {
  return guardName(() =>
    db.transaction(async (tx) => {
      await assertNameFree(tx, input.name);
      const values = await normalise(tx, input);
      const [row] = await tx.insert(venues).values(values).returning();
      await recordAudit(tx, actor, {
        action: "venue.create",
        recordType: "venue",
        recordId: row!.id,
        summary: `Added venue ${row!.name}`,
        after: auditable(row!),
      });
      return readVenue(tx, row!.id);
    }),
  );
}

export async function getStoredVenue(db: Executor, id: string): Promise<Venue> {
  const [row] = await db.select().from(venues).where(eq(venues.id, id));
  if (!row) throw venueNotFound();
  return row;
}

export function updateVenue(db: Database, actor: StaffActor, id: string, input: VenueInput): Promise<AdminVenue> {
  return guardName(() =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(venues).where(eq(venues.id, id)).for("update");
      if (!before) throw venueNotFound();
      await assertNameFree(tx, input.name, id);
      const values = await normalise(tx, input, id);
      const [after] = await tx
        .update(venues)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(venues.id, id))
        .returning();
      // Every date and run shows the venue's name as its location (SPEC §3 keeps the field).
      await tx.update(courseInstances).set({ location: after!.name }).where(eq(courseInstances.venueId, id));
      await tx.update(availableDates).set({ location: after!.name }).where(eq(availableDates.venueId, id));
      const change = changedFields(auditable(before), auditable(after!));
      await recordAudit(tx, actor, {
        action: "venue.update",
        recordType: "venue",
        recordId: id,
        summary: `Changed venue ${after!.name}${Object.keys(change.after).length ? ` (${Object.keys(change.after).join(", ")})` : ""}`,
        ...change,
      });
      return readVenue(tx, id);
    }),
  );
}

/** A venue no date or run picks; otherwise 409, naming how many do. */
export async function deleteVenue(db: Database, actor: StaffActor, id: string): Promise<void> {
  const inUse = (uses: number) => conflict(VENUE_IN_USE(uses));
  try {
    await db.transaction(async (tx) => {
      const [venue] = await tx.select().from(venues).where(eq(venues.id, id)).for("update");
      if (!venue) throw venueNotFound();
      const [instances] = await tx.select({ n: count() }).from(courseInstances).where(eq(courseInstances.venueId, id));
      const [dates] = await tx.select({ n: count() }).from(availableDates).where(eq(availableDates.venueId, id));
      const uses = (instances?.n ?? 0) + (dates?.n ?? 0);
      if (uses > 0) throw inUse(uses);
      await tx.delete(venues).where(eq(venues.id, id));
      await recordAudit(tx, actor, {
        action: "venue.delete",
        recordType: "venue",
        recordId: id,
        summary: `Deleted venue ${venue.name}`,
        before: auditable(venue),
      });
    });
  } catch (error) {
    // A date picked the venue between the count and the delete: the foreign key has the last word.
    if (isForeignKeyViolation(error)) throw inUse(1);
    throw error;
  }
}
