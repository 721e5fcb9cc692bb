// Changing a group after the sale (issue 24): the requests of the payer's booking page and of staff, by seat position
// (a seat keeps its position when its learner is substituted), validated the same on both sides.
import { z } from "zod";
import { GroupLearnerSchema } from "../schema";

export const GROUP_CHANGE_MESSAGES = {
  positions: "Choose at least one learner to cancel",
  position: "Please choose a learner",
} as const;

const position = z
  .number(GROUP_CHANGE_MESSAGES.position)
  .int(GROUP_CHANGE_MESSAGES.position)
  .min(1, GROUP_CHANGE_MESSAGES.position)
  .max(16, GROUP_CHANGE_MESSAGES.position);

const positions = z.array(position).min(1, GROUP_CHANGE_MESSAGES.positions).max(16, GROUP_CHANGE_MESSAGES.positions);

/** POST …/learners/release (the payer's page): the seats whose learners to cancel. */
export const ReleaseLearnersSchema = z.strictObject({ positions });
export type ReleaseLearnersInput = z.infer<typeof ReleaseLearnersSchema>;

/** GET …/learners/release?positions=2,3: the same seats, as a query. */
export const ReleaseQuoteQuerySchema = z.object({
  positions: z
    .string(GROUP_CHANGE_MESSAGES.positions)
    .regex(/^\d{1,2}(,\d{1,2}){0,15}$/, GROUP_CHANGE_MESSAGES.positions)
    .transform((value) => value.split(",").map(Number))
    .pipe(positions),
  requestedBy: z.enum(["customer", "academy"]).default("customer"),
});

/** POST /api/admin/bookings/{id}/learners/release: staff say who asked, and may send the refund the form showed. */
export const StaffReleaseLearnersSchema = z.strictObject({
  positions,
  requestedBy: z.enum(["customer", "academy"], "Please say who asked for the cancellation"),
  refund: z
    .number("Please enter the refund in pence")
    .int("Please enter the refund in whole pence")
    .min(0, "The refund cannot be negative")
    .optional(),
});
export type StaffReleaseLearnersInput = z.infer<typeof StaffReleaseLearnersSchema>;

/** POST …/learners/{position}/substitute: the new learner's name and e-mail address. */
export const SubstituteLearnerSchema = GroupLearnerSchema;

/** What releasing learners refunds or credits, as the page shows it before confirming and after. */
export type ReleaseQuoteView = {
  refund: number;
  credit: number;
  totalAfter: number;
  reason: string;
  learners: { fullName: string; refund: number }[];
};

/** A booking's learners as staff see them (GET /api/admin/bookings/{id}/learners). */
export type StaffGroupLearner = {
  position: number;
  fullName: string;
  email: string | null;
  price: number | null;
  state: "seated" | "released" | "replaced";
  /** The learner who took this one's seat over, for a replaced one. */
  replacedBy: string | null;
};

export type StaffGroupView = {
  learners: StaffGroupLearner[];
  /** Why a learner cannot be substituted now, or null when one can (an approved business, 7 days or more ahead). */
  substitutionRefusal: string | null;
};
