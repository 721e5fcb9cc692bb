// Test scenes for the documents feature: a booking of a three-day course at a venue, and the academy's settings with
// or without VAT registration.
import type { Executor } from "#db/db.server";
import { eq } from "drizzle-orm";
import { learners, venues } from "#db/schema";
import { insertBooking, insertCourse, insertInstance, insertVenue } from "#test/support/factories";
import { siteAt } from "#test/support/site-at";
import type { SiteInfo } from "#app/shared/site-info";

/** The academy's settings' defaults; `vat` adds a VAT number, as VAT_NUMBER does. */
export function academy({ vat = false } = {}): SiteInfo {
  return {
    ...siteAt("https://academy.example"),
    legal: {
      companyName: "Thames Valley Security Training Ltd",
      companyNumber: "12345678",
      vatNumber: vat ? "GB 123 4567 89" : null,
    },
  };
}

/** A booking (confirmed unless told) of 'SIA Door Supervisor' on 7–9 December 2026 at Reading Hub, with one learner a seat. */
export async function documentScene(
  db: Executor,
  options: {
    seatPrices?: number[];
    paymentType?: "full" | "deposit";
    paid?: number;
    status?: "pending" | "confirmed";
    createdAt?: Date;
  } = {},
) {
  const seatPrices = options.seatPrices ?? [24_900];
  const totalPrice = seatPrices.reduce((sum, price) => sum + price, 0);
  const course = await insertCourse(db, { title: "SIA Door Supervisor", price: 24_900, durationDays: 3 });
  const [known] = await db.select().from(venues).where(eq(venues.name, "Reading Hub"));
  const venue = known ?? (await insertVenue(db, { name: "Reading Hub", address: "2 Kings Road, Reading RG1 3AA" }));
  const run = await insertInstance(db, {
    courseId: course.id,
    startDate: "2026-12-07",
    endDate: "2026-12-09",
    days: ["Mon", "Tue", "Wed"],
    courseDays: ["2026-12-07", "2026-12-08", "2026-12-09"],
    venueId: venue.id,
    location: "Reading",
  });
  const deposit = options.paymentType === "deposit";
  const booking = await insertBooking(db, {
    courseId: course.id,
    instanceId: run.id,
    status: options.status ?? "confirmed",
    ...(options.createdAt && { createdAt: options.createdAt }),
    seats: seatPrices.length,
    paymentType: options.paymentType ?? "full",
    paymentAmount: deposit ? 10_000 * seatPrices.length : totalPrice,
    totalPrice,
    paid: options.paid ?? 0,
  });
  await db.insert(learners).values(
    seatPrices.map((price, i) => ({
      bookingId: booking.id,
      fullName: i === 0 ? "Sam Taylor" : `Learner ${i + 1}`,
      email: `learner${i + 1}@example.com`,
      price,
      position: i + 1,
    })),
  );
  return { course, run, booking };
}
