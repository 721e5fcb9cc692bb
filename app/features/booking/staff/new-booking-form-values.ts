// The "New booking" form's values (issue 21, M6): what staff type, checked in the browser as the server will, and the
// request they become. The server prices the booking; the form sends only choices.
import { z } from "zod";
import { londonToday } from "#app/shared/dates";
import { penceFromPounds } from "#app/shared/staff/pounds-input";
import { BookingDetailsSchema, GroupLearnersSchema, type FirstAidAnswer, type GroupLearner } from "../schema";
import { checkFirstAidAnswer } from "../sale/first-aid-at-booking";
import { MAX_SEATS_PER_BOOKING } from "../groups/group-pricing";
import {
  BOOKING_CHANNELS,
  PAYMENT_ROUTES,
  STAFF_FIRST_AID_MESSAGES,
  type StaffBookingDate,
  type StaffBookingInput,
} from "./new-booking-schema";
import { PAYMENT_METHODS } from "./staff-schema";

export const FormSchema = z
  .object({
    courseId: z.string().min(1, "Please choose a course"),
    dateKey: z.string().min(1, "Please choose a date"),
    userDetails: BookingDetailsSchema,
    channel: z.enum(BOOKING_CHANNELS, "Please say how the customer booked"),
    how: z.enum(PAYMENT_ROUTES, "Please choose how it is paid"),
    paymentType: z.enum(["deposit", "full"], "Please choose deposit or full price"),
    holdHours: z.string(),
    amount: z.string(),
    method: z.string(),
    receivedOn: z.string(),
    note: z.string().trim().max(500, "Must be 500 characters or fewer"),
    dueDate: z.string(),
    /** What the learner declares on a course that needs a first aid certificate (issue 23), as they say it. */
    firstAid: z.object({
      qualification: z.string(),
      issuedBy: z.string(),
      issuedOn: z.string(),
      acknowledged: z.boolean(),
    }),
    /** The chosen date's first day while the course needs a first aid certificate, else "": the answer's yardstick. */
    firstAidDay: z.string(),
    /** How many learners (issue 24): "1" to "16", at most the date's seats left (the select offers no more). */
    seats: z.string(),
    /** With 2 or more learners: the customer is learner 1, their name and address taken from the customer's. */
    customerIsLearner: z.boolean(),
    /** Each learner's name and address as typed, MAX_SEATS_PER_BOOKING rows; only the first `seats` are sent. */
    learners: z.array(z.object({ fullName: z.string(), email: z.string() })),
    /** On account (issue 24): the approved business, its contact booking, and their purchase order if any. */
    organisationId: z.string(),
    organisationContactId: z.string(),
    purchaseOrder: z.string().trim().max(50, "Must be 50 characters or fewer"),
  })
  .superRefine((value, context) => {
    const problem = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
    const group = groupLearnersOf(value);
    if (group) {
      // The server's own rule and messages (GroupLearnersSchema): each a name and an address, no address twice.
      const checked = GroupLearnersSchema.safeParse(group);
      for (const issue of checked.success ? [] : checked.error.issues) {
        // Learner 1 as the customer is checked (and shown) as the customer's details.
        if (value.customerIsLearner && issue.path[0] === 0) continue;
        context.addIssue({ code: "custom", path: ["learners", ...issue.path], message: issue.message });
      }
    }
    if (value.firstAidDay) {
      const { problems = [] } = checkFirstAidAnswer(
        firstAidAnswerOf(value.firstAid),
        value.firstAidDay,
        londonToday(),
        STAFF_FIRST_AID_MESSAGES,
      );
      for (const { field, message } of problems) {
        context.addIssue({ code: "custom", path: field.split("."), message });
      }
    }
    if (value.how === "by-hand") {
      const pence = penceFromPounds(value.amount);
      if (!pence) problem("amount", "Enter the amount in pounds, such as 249 or 149.50");
      if (!(PAYMENT_METHODS as readonly string[]).includes(value.method)) {
        problem("method", "Please choose how it was paid");
      }
      if (!value.receivedOn) problem("receivedOn", "Please enter the day the money arrived");
    }
    if (value.how === "owing" && !value.dueDate) problem("dueDate", "Please choose when it is due");
    if (value.how === "account") {
      if (!value.organisationId) problem("organisationId", "Please choose the business account");
      if (!value.organisationContactId) {
        problem("organisationContactId", "Please choose who is booking for the business");
      }
    }
  });
export type FormValues = z.input<typeof FormSchema>;

export const FIELDS = [
  "courseId",
  "dateKey",
  "userDetails",
  "channel",
  "how",
  "paymentType",
  "holdHours",
  "amount",
  "method",
  "receivedOn",
  "note",
  "dueDate",
  "firstAid",
  "learners",
  "organisationId",
  "organisationContactId",
  "purchaseOrder",
] as const;

/** The rows the form starts with: room for the most learners a booking holds. */
export const EMPTY_LEARNERS = Array.from({ length: MAX_SEATS_PER_BOOKING }, () => ({ fullName: "", email: "" }));

/** The form as staff open it: a card link for the full fee, one learner (the customer), no first aid answer yet. */
export const blankFormValues = (today: string, initial: { courseId?: string; dateKey?: string } = {}): FormValues => ({
  courseId: initial.courseId ?? "",
  dateKey: initial.dateKey ?? "",
  userDetails: { fullName: "", email: "", phone: "", address: "", postcode: "", notes: "" },
  channel: "phone",
  how: "card-link",
  paymentType: "full",
  holdHours: "48",
  amount: "",
  method: "",
  receivedOn: today,
  note: "",
  dueDate: "",
  firstAid: { qualification: "", issuedBy: "", issuedOn: "", acknowledged: false },
  firstAidDay: "",
  seats: "1",
  customerIsLearner: true,
  learners: EMPTY_LEARNERS,
  organisationId: "",
  organisationContactId: "",
  purchaseOrder: "",
});

/** How many learners the form books: 1 unless a number from 2 to 16 is chosen. */
export function seatsOf(values: Pick<FormValues, "seats">): number {
  const seats = Number(values.seats);
  return Number.isInteger(seats) && seats >= 1 && seats <= MAX_SEATS_PER_BOOKING ? seats : 1;
}

/**
 * The learners a group booking sends (issue 24), as typed: learner 1 is the customer when staff say so. Undefined
 * for one learner, who is the customer, as online.
 */
export function groupLearnersOf(
  values: Pick<FormValues, "seats" | "customerIsLearner" | "learners" | "userDetails">,
): GroupLearner[] | undefined {
  const seats = seatsOf(values);
  if (seats < 2) return undefined;
  return Array.from({ length: seats }, (_, index) => {
    if (index === 0 && values.customerIsLearner) {
      return { fullName: values.userDetails.fullName, email: values.userDetails.email };
    }
    const row = values.learners[index];
    return { fullName: row?.fullName ?? "", email: row?.email ?? "" };
  });
}

/** The form's first aid answer as the request sends it: no issuer or date for 'None yet'. */
export function firstAidAnswerOf(values: FormValues["firstAid"]): FirstAidAnswer {
  const qualification = (values.qualification || undefined) as FirstAidAnswer["qualification"];
  return {
    qualification,
    ...(qualification !== "none" && { issuedBy: values.issuedBy, issuedOn: values.issuedOn }),
    acknowledged: values.acknowledged,
  };
}

/** A date as the form's select names it: "instance:{id}" or "available-date:{id}". */
export const keyOf = (date: Pick<StaffBookingDate, "kind" | "id">) => `${date.kind}:${date.id}`;

export function toRequest(values: z.output<typeof FormSchema>, requestKey: string): StaffBookingInput {
  const [kind, id] = values.dateKey.split(":") as [StaffBookingDate["kind"], string];
  const group = groupLearnersOf(values);
  const base = {
    requestKey,
    courseId: values.courseId,
    ...(kind === "instance" ? { instanceId: id } : { availableDateId: id }),
    userDetails: values.userDetails,
    channel: values.channel,
    paymentType: values.paymentType,
    how: values.how,
    note: null,
    purchaseOrder: null,
    ...(values.firstAidDay && { firstAid: firstAidAnswerOf(values.firstAid) }),
    ...(group && { learners: GroupLearnersSchema.parse(group) }),
  };
  if (values.how === "card-link") {
    return { ...base, holdHours: Number(values.holdHours) as StaffBookingInput["holdHours"] };
  }
  if (values.how === "by-hand") {
    return {
      ...base,
      amount: penceFromPounds(values.amount),
      method: values.method as StaffBookingInput["method"],
      receivedOn: values.receivedOn,
      note: values.note || null,
    };
  }
  if (values.how === "account") {
    return {
      ...base,
      paymentType: "full",
      organisationId: values.organisationId,
      organisationContactId: values.organisationContactId,
      purchaseOrder: values.purchaseOrder || null,
    };
  }
  return { ...base, dueDate: values.dueDate };
}

export const SUBMIT_LABELS = {
  "card-link": "Book and e-mail the card link",
  "by-hand": "Book and record the payment",
  owing: "Book, leaving it owing",
  account: "Book on the account and issue the invoice",
} as const;
