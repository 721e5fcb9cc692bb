// The "New booking" form checks what the chosen payment route needs, and sends only the fields of that route.
import { describe, expect, it } from "vitest";
import { addDays, addMonths, londonToday } from "#app/shared/dates";
import { GROUP_MESSAGES } from "../schema";
import { blankFormValues, EMPTY_LEARNERS, FormSchema, toRequest, type FormValues } from "./new-booking-form-values";

const KEY = "5d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11";
const values = (extra: Partial<FormValues> = {}): FormValues => ({
  ...blankFormValues("2026-11-26", { courseId: "c1", dateKey: "instance:i1" }),
  userDetails: {
    fullName: "Priya Shah",
    email: "priya@example.com",
    phone: "07700 900456",
    address: "5 Mill Road, Oxford",
    postcode: "OX4 1AA",
    notes: "",
  },
  paymentType: "deposit",
  amount: "100",
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
    [
      "a booking on a business account (issue 24), always at the full price",
      { how: "account", organisationId: "o1", organisationContactId: "p1", purchaseOrder: " PO-4471 " },
      { paymentType: "full", organisationId: "o1", organisationContactId: "p1", purchaseOrder: "PO-4471" },
      ["holdHours", "amount", "method", "receivedOn", "dueDate"],
    ],
    [
      "no purchase order on account as nothing",
      { how: "account", organisationId: "o1", organisationContactId: "p1" },
      { purchaseOrder: null },
      ["dueDate"],
    ],
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
    [{ how: "account", organisationContactId: "p1" }, "organisationId"],
    [{ how: "account", organisationId: "o1" }, "organisationContactId"],
    [
      { how: "account", organisationId: "o1", organisationContactId: "p1", purchaseOrder: "x".repeat(51) },
      "purchaseOrder",
    ],
    [{ dateKey: "" }, "dateKey"],
  ] as const)("refuses %o on %s", (extra, field) => {
    const result = FormSchema.safeParse(values(extra));
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join("."))).toContain(field);
  });
});

describe("the New booking form on a course that needs a first aid certificate (issue 23)", () => {
  const firstAidDay = addDays(londonToday(), 60);
  const issued = (monthsAgo: number) => addMonths(londonToday(), -monthsAgo);
  const declared = (firstAid: Partial<FormValues["firstAid"]>, day = firstAidDay) => ({
    firstAidDay: day,
    firstAid: { qualification: "", issuedBy: "", issuedOn: "", acknowledged: false, ...firstAid },
  });

  it.each([
    [
      "a certificate that meets the rule",
      declared({ qualification: "efaw", issuedBy: "St John Ambulance", issuedOn: issued(6) }),
      { qualification: "efaw", issuedBy: "St John Ambulance", issuedOn: issued(6), acknowledged: false },
    ],
    [
      "'None yet', the learner told, without the issuer or date typed before",
      declared({ qualification: "none", issuedBy: "Red Cross", issuedOn: issued(6), acknowledged: true }),
      { qualification: "none", acknowledged: true },
    ],
    ["nothing on a course that does not need one", declared({ qualification: "efaw" }, ""), undefined],
  ] as const)("sends %s", (_, extra, firstAid) => {
    expect(request(extra).firstAid).toEqual(firstAid);
  });

  it.each([
    [declared({}), "firstAid.qualification", "Please choose the learner's first aid qualification, or 'None yet'"],
    [declared({ qualification: "faw" }), "firstAid.issuedBy", "Please say who issued your certificate"],
    [
      declared({ qualification: "efaw", issuedBy: "Red Cross", issuedOn: addDays(londonToday(), 1) }),
      "firstAid.issuedOn",
      "The date your certificate was issued cannot be in the future.",
    ],
    [
      declared({ qualification: "efaw", issuedBy: "Red Cross", issuedOn: issued(30) }),
      "firstAid.acknowledged",
      "Please confirm that the learner was told they cannot start the course without a valid first aid certificate",
    ],
    [
      declared({ qualification: "none" }),
      "firstAid.acknowledged",
      "Please confirm that the learner was told they cannot start the course without a valid first aid certificate",
    ],
  ] as const)("refuses %o: %s", (extra, field, message) => {
    const result = FormSchema.safeParse(values(extra));
    expect(result.success).toBe(false);
    const found = result.error!.issues.find((issue) => issue.path.join(".") === field);
    expect(found?.message).toBe(message);
  });
});

describe("the New booking form's learners (issue 24)", () => {
  /** Rows typed for learners 1..n (row 1 ignored while the customer is learner 1). */
  const typed = (...rows: [string, string][]) => [
    ...rows.map(([fullName, email]) => ({ fullName, email })),
    ...EMPTY_LEARNERS.slice(rows.length),
  ];
  const priya = { fullName: "Priya Shah", email: "priya@example.com" };

  it.each([
    [
      "one learner: the customer, no list",
      { seats: "1", learners: typed(["Someone Else", "else@example.com"]) },
      undefined,
    ],
    [
      "three with the customer as learner 1",
      { seats: "3", learners: typed(["", ""], ["Tom Reid", "tom@example.com"], [" Ann Lee ", "ann@example.com"]) },
      [priya, { fullName: "Tom Reid", email: "tom@example.com" }, { fullName: "Ann Lee", email: "ann@example.com" }],
    ],
    [
      "two for others, the customer not among them",
      {
        seats: "2",
        customerIsLearner: false,
        learners: typed(["Tom Reid", "tom@example.com"], ["Ann Lee", "ann@example.com"]),
      },
      [
        { fullName: "Tom Reid", email: "tom@example.com" },
        { fullName: "Ann Lee", email: "ann@example.com" },
      ],
    ],
    [
      "only the chosen number of rows when fewer are chosen than were typed",
      { seats: "2", learners: typed(["", ""], ["Tom Reid", "tom@example.com"], ["Ann Lee", "ann@example.com"]) },
      [priya, { fullName: "Tom Reid", email: "tom@example.com" }],
    ],
  ] as const)("sends %s", (_, extra, learners) => {
    expect(request(extra).learners).toEqual(learners);
  });

  it("sends no first aid answer for a group", () => {
    const body = request({ seats: "2", learners: typed(["", ""], ["Tom Reid", "tom@example.com"]), firstAidDay: "" });
    expect(body).not.toHaveProperty("firstAid");
  });

  it.each([
    [
      "a learner with no name",
      { seats: "2", learners: typed(["", ""], ["", "tom@example.com"]) },
      "learners.1.fullName",
      GROUP_MESSAGES.fullName,
    ],
    [
      "a learner with no address",
      { seats: "2", learners: typed(["", ""], ["Tom Reid", "tom"]) },
      "learners.1.email",
      GROUP_MESSAGES.email,
    ],
    [
      "a learner with the customer's address",
      { seats: "2", learners: typed(["", ""], ["Tom Reid", "PRIYA@example.com"]) },
      "learners.1.email",
      GROUP_MESSAGES.sameEmail,
    ],
    [
      "two learners with one address, the customer not among them",
      {
        seats: "3",
        customerIsLearner: false,
        learners: typed(
          ["Tom Reid", "tom@example.com"],
          ["Ann Lee", "ann@example.com"],
          ["Tim Reid", "tom@example.com"],
        ),
      },
      "learners.2.email",
      GROUP_MESSAGES.sameEmail,
    ],
    [
      "learner 1 left empty when the customer is not a learner",
      { seats: "2", customerIsLearner: false, learners: typed(["", ""], ["Ann Lee", "ann@example.com"]) },
      "learners.0.fullName",
      GROUP_MESSAGES.fullName,
    ],
  ] as const)("refuses %s, with the shared schema's message", (_, extra, field, message) => {
    const result = FormSchema.safeParse(values(extra));
    expect(result.success).toBe(false);
    const found = result.error!.issues.find((issue) => issue.path.join(".") === field);
    expect(found?.message).toBe(message);
  });

  it("checks no learner rows beyond the number chosen", () => {
    const extra = { seats: "2", learners: typed(["", ""], ["Tom Reid", "tom@example.com"], ["", "not an address"]) };
    expect(FormSchema.safeParse(values(extra)).success).toBe(true);
  });
});
