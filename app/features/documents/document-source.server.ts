// What a document needs to know when it is issued: the academy (from the settings, through SiteInfo) and the booking
// as the booking page shows it (getBookingSummary: course, days, venue, money), with its seats, organisation and
// purchase order. Read inside the issuing transaction, so the snapshot is what was true when the number was taken.
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { bookings, learners, organisations } from "#db/schema";
import { getBookingSummary } from "#app/features/booking/booking-summary.server";
import type { SiteInfo } from "#app/shared/site-info";
import type { Seller, SnapshotBooking } from "./document-snapshot";

/** The academy as its documents name it: COMPANY_NAME (else SITE_NAME), SITE_ADDRESS, COMPANY_NUMBER, VAT_NUMBER. */
export function sellerOf(site: SiteInfo): Seller {
  return {
    name: site.legal?.companyName ?? site.name,
    address: site.address,
    email: site.email,
    phone: site.phone,
    companyNumber: site.legal?.companyNumber ?? null,
    vatNumber: site.legal?.vatNumber ?? null,
  };
}

export async function snapshotBookingOf(
  tx: Executor,
  bookingId: string,
): Promise<SnapshotBooking & { organisationId: string | null; termsDays: number | null }> {
  const summary = await getBookingSummary(tx, { id: bookingId });
  if (!summary) throw new Error(`No booking ${bookingId}`);
  const [row] = await tx
    .select({
      seats: bookings.seats,
      purchaseOrder: bookings.purchaseOrder,
      organisationId: bookings.organisationId,
      organisation: {
        name: organisations.name,
        billingAddress: organisations.billingAddress,
        billingPostcode: organisations.billingPostcode,
        vatNumber: organisations.vatNumber,
        termsDays: organisations.termsDays,
      },
    })
    .from(bookings)
    .leftJoin(organisations, eq(organisations.id, bookings.organisationId))
    .where(eq(bookings.id, bookingId));
  // The seats held: learners not released and not handed on to another learner, in the booking's order.
  const seats = await tx
    .select({ price: learners.price })
    .from(learners)
    .where(and(eq(learners.bookingId, bookingId), isNull(learners.releasedAt), isNull(learners.replacedBy)))
    .orderBy(asc(learners.position));
  const organisation = row!.organisation?.name ? row!.organisation : null;
  return {
    reference: summary.reference,
    seats: row!.seats,
    totalPrice: summary.totalPrice,
    payer: summary.userDetails,
    organisation: organisation && {
      name: organisation.name,
      billingAddress: organisation.billingAddress,
      billingPostcode: organisation.billingPostcode,
      vatNumber: organisation.vatNumber,
    },
    purchaseOrder: row!.purchaseOrder,
    courseTitle: summary.courseTitle,
    days: summary.days,
    location: summary.location,
    seatPrices: seats.every((seat) => seat.price !== null) ? seats.map((seat) => seat.price!) : [],
    balanceDue: summary.balanceDue,
    balanceDueDate: summary.balanceDueDate,
    organisationId: row!.organisationId,
    termsDays: organisation?.termsDays ?? null,
  };
}
