// The "New booking" form checks what the chosen payment route needs, and sends only the fields of that route.
import { describe, expect, it } from "vitest";
import { FormSchema, toRequest, type FormValues } from "./new-booking-form-values";

const KEY = "5d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11";
const values = (extra: Partial<FormValues> = {}): FormValues => ({
  courseId: "c1",
  dateKey: "instance:i1",
  userDetails: {
    fullName: "Priya Shah",
    email: "priya@example.com",
    phone: "07700 900456",
    address: "5 Mill Road, Oxford",
    postcode: "OX4 1AA",
    notes: "",
  },
  channel: "phone",
  how: "card-link",
  paymentType: "deposit",
  holdHours: "48",
  amount: "100",
  method: "",
  receivedOn: "2026-11-26",
  note: "Paid at the desk",
  dueDate: "2026-12-01",
  ...extra,
});

const request = (extra: Partial<FormValues>) => toRequest(FormSchema.parse(values(extra)), KEY);

describe("the New booking form", () => {
  it.each([
    ["a card link", {}, { holdHours: 48, instanceId: "i1" }, ["amount", "method", "receivedOn", "dueDate"]],
    [
      "money taken by hand",
      { how: "by-hand", amount: "149.50", method: "Cash", dateKey: "available-date:d1" },
      { amount: 14_950, method: "Cash", receivedOn: "2026-11-26", note: "Paid at the desk", availableDateId: "d1" },
      ["holdHours", "dueDate", "instanceId"],
    ],
    ["money left owing", { how: "owing" }, { dueDate: "2026-12-01", note: null }, ["holdHours", "amount", "method"]],
  ] as const)("sends %s with its own fields only", (_, extra, sent, absent) => {
    const body = request(extra);
    expect(body).toMatchObject({ requestKey: KEY, courseId: "c1", channel: "phone", ...sent });
    for (const field of absent) expect(body).not.toHaveProperty(field);
  });

  it.each([
    [{ how: "by-hand", amount: "lots", method: "Cash" }, "amount"],
    [{ how: "by-hand", amount: "100", method: "" }, "method"],
    [{ how: "by-hand", amount: "100", method: "Cash", receivedOn: "" }, "receivedOn"],
    [{ how: "owing", dueDate: "" }, "dueDate"],
    [{ dateKey: "" }, "dateKey"],
  ] as const)("refuses %o on %s", (extra, field) => {
    const result = FormSchema.safeParse(values(extra));
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join("."))).toContain(field);
  });
});
