// The staff "New booking" form's learners end to end on the server (issue 24): the form's own values, checked by its
// schema and made into a request by toRequest, book a group through POST /api/admin/bookings, one learner a seat at
// the group's price, learner 1 the customer when staff say so.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, learners, payments } from "#db/schema";
import { setUpTestApp } from "#test/support/app-fixture";
import { customer } from "#test/support/booking-fixtures";
import { insertAvailableDate, insertCourse } from "#test/support/factories";
import { addDays, londonToday } from "#app/shared/dates";
import { poundsText } from "#app/shared/staff/pounds-input";
import { randomUuid } from "../sale/booking-attempt-key";
import { groupAmountDueNow, groupPrice } from "../groups/group-pricing";
import { blankFormValues, EMPTY_LEARNERS, FormSchema, toRequest, type FormValues } from "./new-booking-form-values";
import type { StaffBookingCreated } from "./new-booking-schema";

const site = setUpTestApp({ admin: true, start: { env: { GROUP_DISCOUNT_PERCENT: "10" } } });
const db = () => site.app.ctx.db;
const today = londonToday();

const others = [
  { fullName: "Tom Reid", email: "tom.reid@example.com" },
  { fullName: "Ann Lee", email: "ann.lee@example.com" },
  { fullName: "Raj Patel", email: "raj.patel@example.com" },
  { fullName: "Zoe King", email: "zoe.king@example.com" },
  { fullName: "Lee Cho", email: "lee.cho@example.com" },
];

/** What staff typed: the customer, the chosen date, `seats` learners (rows after the customer's from `others`). */
async function formValues(extra: Partial<FormValues>, maxSeats = 12) {
  const course = await insertCourse(db(), { price: 24_900 });
  const date = await insertAvailableDate(db(), { courseId: course.id, date: addDays(today, 30), maxSeats });
  const values: FormValues = {
    ...blankFormValues(today, { courseId: course.id, dateKey: `available-date:${date.id}` }),
    userDetails: customer,
    how: "owing",
    dueDate: addDays(today, 10),
    ...extra,
  };
  return { values, date };
}

async function send(values: FormValues) {
  const response = await site.admin.send("POST", "/bookings", toRequest(FormSchema.parse(values), randomUuid()));
  return { response, body: (await response.json()) as StaffBookingCreated & { message?: string } };
}

const seatsOf = async (bookingId: string) =>
  (await db().select().from(learners).where(eq(learners.bookingId, bookingId)))
    .sort((a, b) => a.position - b.position)
    .map(({ fullName, email, price }) => ({ fullName, email, price }));

describe("the New booking form's learners, booked", () => {
  it("books 5 learners with the customer as learner 1, paid in full by hand at the discounted total", async () => {
    const priced = groupPrice(24_900, 5, 10);
    const { values } = await formValues({
      seats: "5",
      learners: [{ fullName: "", email: "" }, ...others.slice(0, 4), ...EMPTY_LEARNERS.slice(5)],
      how: "by-hand",
      // The amount the form puts in for a full payment of the group.
      amount: poundsText(groupAmountDueNow(priced, "full")),
      method: "Bank transfer",
    });
    const { response, body } = await send(values);
    expect(response.status).toBe(201);
    const [row] = await db().select().from(bookings).where(eq(bookings.id, body.id));
    expect(row).toMatchObject({ seats: 5, totalPrice: 112_050, status: "confirmed" });
    expect(await seatsOf(body.id)).toEqual([
      { fullName: customer.fullName, email: customer.email, price: priced.seatPrice },
      ...others.slice(0, 4).map((learner) => ({ ...learner, price: priced.seatPrice })),
    ]);
    const paid = await db().select().from(payments).where(eq(payments.bookingId, body.id));
    expect(paid.map((payment) => payment.amount)).toEqual([112_050]);
  });

  it("books 2 learners for a customer who is not one of them, left owing at full price", async () => {
    const { values } = await formValues({
      seats: "2",
      customerIsLearner: false,
      learners: [...others.slice(0, 2), ...EMPTY_LEARNERS.slice(2)],
    });
    const { response, body } = await send(values);
    expect(response.status).toBe(201);
    const [row] = await db().select().from(bookings).where(eq(bookings.id, body.id));
    expect(row).toMatchObject({ seats: 2, totalPrice: 49_800, balanceDueDate: values.dueDate });
    expect(row!.userDetails.email).toBe(customer.email);
    expect(await seatsOf(body.id)).toEqual(others.slice(0, 2).map((learner) => ({ ...learner, price: 24_900 })));
  });

  it("books one seat for the customer when one learner is chosen, whatever rows were typed before", async () => {
    const { values } = await formValues({ seats: "1", learners: [...others, ...EMPTY_LEARNERS.slice(5)] });
    const { response, body } = await send(values);
    expect(response.status).toBe(201);
    expect(await seatsOf(body.id)).toEqual([{ fullName: customer.fullName, email: customer.email, price: 24_900 }]);
  });

  it("is refused with the seats left when the date has fewer seats than learners, and books nothing", async () => {
    const { values } = await formValues({ seats: "4", learners: [{ fullName: "", email: "" }, ...others] }, 3);
    const { response, body } = await send(values);
    expect(response.status).toBe(409);
    expect(body.message).toBe("Only 3 seats are left on this date");
    expect(await db().select().from(bookings)).toEqual([]);
  });
});
