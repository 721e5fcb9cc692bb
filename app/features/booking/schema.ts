// Booking forms and requests (SPEC §5, §7), shared by the browser and the server.
import { z } from "zod";
import { multiLine, oneLine } from "#app/shared/plain-text";
import { FIRST_AID_QUALIFICATIONS, type FirstAidQualification } from "#app/features/learners/regulations";
import {
  checkFirstAid,
  firstAidDeclarationRefusal,
  type FirstAidDeclaration,
} from "#app/features/learners/first-aid-rule";

/** `lines`: oneLine for the details fields, multiLine for the notes (a textarea). */
const text = (max: number, lines = oneLine) =>
  z.string().trim().max(max, `Must be at most ${max} characters`).check(lines);

/** A request names its course date one way or the other (decision 012): an instance or an available date, not both. */
export const namesOneDate = (body: { availableDateId?: string | null; instanceId?: string | null }) =>
  Boolean(body.availableDateId) !== Boolean(body.instanceId);

/** namesOneDate's message, on the field that shows it. */
export const oneDateMessage = (
  path: "availableDateId" | "instanceId" = "availableDateId",
  message = "Please choose one date",
) => ({
  message,
  path: [path],
});

type DetailsMessages = Record<"fullName" | "email" | "phone" | "address" | "postcode", string>;

/** A customer's details: the same fields and limits wherever they are asked for, each form with its own messages. */
const detailsSchema = (messages: DetailsMessages) =>
  z.object({
    fullName: text(100).min(2, messages.fullName),
    email: text(254).pipe(z.email(messages.email)),
    phone: text(30).min(10, messages.phone),
    address: text(300).min(5, messages.address),
    postcode: text(12).min(5, messages.postcode),
    notes: text(2000, multiLine).optional(),
  });

/** The booking dialog's details step (SPEC §5 "Booking details form"). */
export const BookingDetailsSchema = detailsSchema({
  fullName: "Full name must be at least 2 characters",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  address: "Please enter a complete address",
  postcode: "Please enter a valid postcode",
});
export type BookingDetails = z.infer<typeof BookingDetailsSchema>;

/** The /checkout form: the same fields with the checkout page's own messages (SPEC §5). */
export const CheckoutDetailsSchema = detailsSchema({
  fullName: "Full name is required",
  email: "Valid email is required",
  phone: "Valid phone number is required",
  address: "Full address is required",
  postcode: "Valid postcode is required",
});

/** POST /api/booking-leads (SPEC §7). */
export const BookingLeadRequestSchema = z.strictObject({
  ...BookingDetailsSchema.shape,
  selectedCourseId: z.uuid("Please choose a course"),
  selectedCourseDateId: z.uuid("Please choose a date"),
});
export type BookingLeadRequest = z.infer<typeof BookingLeadRequestSchema>;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
// toJSON, not toISOString: a month 13 or day 00 is an invalid Date, which toISOString throws on (a 500).
const isCalendarDay = (value: string) =>
  ISO_DAY.test(value) && new Date(`${value}T12:00:00Z`).toJSON()?.slice(0, 10) === value;

export const FIRST_AID_MESSAGES = {
  qualification: "Please choose your first aid qualification, or 'None yet'",
  issuedBy: "Please say who issued your certificate",
  issuedOn: "Please enter the date your certificate was issued",
  acknowledged: "Please confirm that you cannot start the course without a valid first aid certificate",
  missing:
    "This course needs a first aid certificate: please tell us which first aid qualification you hold, or 'None yet'.",
} as const;

/**
 * The first aid qualification a learner declares at booking, on a course that needs a certificate (issue 23): which,
 * who issued it and when (not for 'None yet'), and whether they acknowledged the warning. The verdict is never sent:
 * the server works it out again (decision 025).
 */
export const FirstAidAnswerSchema = z
  .strictObject({
    qualification: z.enum(
      Object.keys(FIRST_AID_QUALIFICATIONS) as [FirstAidQualification, ...FirstAidQualification[]],
      FIRST_AID_MESSAGES.qualification,
    ),
    issuedBy: text(200).optional(),
    issuedOn: z.string().trim().max(10, FIRST_AID_MESSAGES.issuedOn).optional(),
    acknowledged: z.boolean().optional(),
  })
  .superRefine((answer, ctx) => {
    if (answer.qualification === "none") return;
    if ((answer.issuedBy ?? "").length < 2) {
      ctx.addIssue({ code: "custom", path: ["issuedBy"], message: FIRST_AID_MESSAGES.issuedBy });
    }
    if (!isCalendarDay(answer.issuedOn ?? "")) {
      ctx.addIssue({ code: "custom", path: ["issuedOn"], message: FIRST_AID_MESSAGES.issuedOn });
    }
  });
export type FirstAidAnswer = z.output<typeof FirstAidAnswerSchema>;

/** The declaration an answer makes, or undefined while it is incomplete. */
export function declarationOf(answer: Partial<FirstAidAnswer>): FirstAidDeclaration | undefined {
  const { qualification, issuedBy = "", issuedOn = "" } = answer;
  if (qualification === "none") return { qualification };
  if (!qualification || issuedBy.trim().length < 2 || !isCalendarDay(issuedOn)) return undefined;
  return { qualification, issuedBy: issuedBy.trim(), issuedOn };
}

/**
 * The answer checked against a course date, the same in the dialog and on the server: a certificate is not issued in
 * the future, and one that will not have 12 months left (or none) needs the learner's acknowledgement.
 */
export const firstAidAnswerFor = ({ firstDay, today }: { firstDay: string; today: string }) =>
  FirstAidAnswerSchema.superRefine((answer, ctx) => {
    const declaration = declarationOf(answer);
    if (!declaration) return;
    const refusal = firstAidDeclarationRefusal(declaration, today);
    if (refusal) ctx.addIssue({ code: "custom", path: ["issuedOn"], message: refusal });
    else if (checkFirstAid(declaration, firstDay, today).status !== "meets" && answer.acknowledged !== true) {
      ctx.addIssue({ code: "custom", path: ["acknowledged"], message: FIRST_AID_MESSAGES.acknowledged });
    }
  });

export const GROUP_MESSAGES = {
  fullName: "Please enter the learner's full name",
  email: "Please enter the learner's email address",
  tooMany: "A booking can hold at most 16 learners",
  sameEmail: "Each learner needs their own email address",
} as const;

/** One learner of a group booking (issue 24): their own name and address, for their own page and joining e-mails. */
export const GroupLearnerSchema = z.strictObject({
  fullName: text(100).min(2, GROUP_MESSAGES.fullName),
  email: text(254).pipe(z.email(GROUP_MESSAGES.email)),
});
export type GroupLearner = z.infer<typeof GroupLearnerSchema>;

/** The learners of a booking, 1 to 16, no address twice (any case). */
export const GroupLearnersSchema = z
  .array(GroupLearnerSchema)
  .min(1, GROUP_MESSAGES.fullName)
  .max(16, GROUP_MESSAGES.tooMany)
  .superRefine((learners, ctx) => {
    const seen = new Set<string>();
    learners.forEach((learner, index) => {
      const key = learner.email.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: "custom", path: [index, "email"], message: GROUP_MESSAGES.sameEmail });
      seen.add(key);
    });
  });

/**
 * POST /api/bookings (SPEC §7), with `instanceId` as the alternative to
 * `availableDateId`. paymentAmount is checked against the server's own
 * figure, never used as the price.
 */
export const CreateBookingRequestSchema = z
  .strictObject({
    courseId: z.uuid("Please choose a course"),
    availableDateId: z.uuid("Please choose a date").nullish(),
    instanceId: z.uuid("Please choose a date").nullish(),
    leadId: z.uuid().nullish(),
    userDetails: z.strictObject(BookingDetailsSchema.shape),
    /**
     * 'invoice' (issue 24): on the account of an approved business whose contact is signed in (the account cookie),
     * the full price, confirmed at once without a card.
     */
    paymentType: z.enum(["deposit", "full", "invoice"], "Please choose how to pay"),
    paymentAmount: z.number("The payment amount is required").int().positive().max(10_000_000),
    /** The business's purchase order number, when paying by invoice; required when its account says so. */
    purchaseOrder: text(50).optional(),
    /** Required on a course that needs a first aid certificate (checked with the date, on the server). */
    firstAid: FirstAidAnswerSchema.optional(),
    /** The learner's consent to renewal reminders (issue 23): an unticked box, so absent means no. */
    remindersConsent: z.boolean().optional(),
    /**
     * The learners when booking for several people (issue 24): one seat each, the payer (userDetails) among them or
     * not. Absent, the booking is one seat for the payer.
     */
    learners: GroupLearnersSchema.optional(),
    /** An EFAW date booked and paid with the course (issue 23, decision 026): one the first-aid step listed. */
    firstAidBundle: z
      .strictObject({
        kind: z.enum(["instance", "available-date"], "Please choose a first aid date"),
        id: z.uuid("Please choose a first aid date"),
      })
      .optional(),
  })
  .refine(namesOneDate, oneDateMessage());
export type CreateBookingRequest = z.infer<typeof CreateBookingRequestSchema>;

/** POST /api/create-payment-intent: the booking decides the amount (SPEC §7 fields kept, amount ignored). */
export const CreatePaymentIntentRequestSchema = z.object({
  bookingId: z.uuid("The booking reference is missing"),
  amount: z.number().int().optional(),
  courseTitle: z.string().max(300).optional(),
  customerEmail: z.string().max(254).optional(),
  customerName: z.string().max(200).optional(),
});

/** PUT /api/bookings/by-token/{token}/contact: what a customer may change themselves (issue 13). */
export const ContactDetailsChangeSchema = BookingDetailsSchema.pick({ phone: true, address: true, postcode: true });
export type ContactDetailsChange = z.output<typeof ContactDetailsChangeSchema>;

/** POST /api/bookings/find: the 'Find my booking' form. */
/**
 * 'Find my booking' (issue 13): the e-mail address and, if the customer still has it, the reference. Without one, the
 * links of the address's newest bookings are sent (issue 21, walkthrough L9: the reference is in the e-mail they lost).
 */
export const FindBookingSchema = z.object({
  email: BookingDetailsSchema.shape.email,
  reference: z
    .string("Please enter your booking reference")
    .trim()
    .toUpperCase()
    .regex(/^(TV-[A-Z0-9]{8})?$/, "Please enter your booking reference, such as TV-AB3CD4EF, or leave it blank")
    .optional()
    .transform((reference) => reference || undefined),
});
export type FindBooking = z.output<typeof FindBookingSchema>;
export type FindBookingInput = z.input<typeof FindBookingSchema>;

/** POST /api/bookings/by-token/{token}/date-change and staff moves: the date to move to (issue 14). */
export const DateChangeRequestSchema = z
  .strictObject({
    availableDateId: z.uuid("Please choose a date").nullish(),
    instanceId: z.uuid("Please choose a date").nullish(),
  })
  .refine(namesOneDate, oneDateMessage("instanceId"));
export type DateChangeRequest = z.infer<typeof DateChangeRequestSchema>;
