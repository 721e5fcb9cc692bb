// The waiting list's requests (issue 14), shared by the browser and the server.
import { z } from "zod";
import { BookingDetailsSchema, FirstAidAnswerSchema, namesOneDate, oneDateMessage } from "#app/features/booking/schema";

/** The join form's own fields (the date comes from the page). */
export const WaitlistPersonSchema = z.object({
  fullName: BookingDetailsSchema.shape.fullName,
  email: BookingDetailsSchema.shape.email,
  phone: BookingDetailsSchema.shape.phone,
});
export type WaitlistPerson = z.output<typeof WaitlistPersonSchema>;

/** POST /api/waiting-list: someone joins a full date's list. */
export const JoinWaitlistSchema = z
  .strictObject({
    ...WaitlistPersonSchema.shape,
    instanceId: z.uuid("Please choose a date").nullish(),
    availableDateId: z.uuid("Please choose a date").nullish(),
  })
  .refine(namesOneDate, oneDateMessage());
export type JoinWaitlist = z.output<typeof JoinWaitlistSchema>;

/**
 * POST /api/waiting-list/{token}/book: accepting the seat held for them; on a course that needs a first aid
 * certificate, with the declaration the booking dialog asks for (issue 23), checked against the date on the server.
 */
export const AcceptOfferSchema = z.strictObject({ firstAid: FirstAidAnswerSchema.optional() });

/** POST /api/admin/waiting-list/pause. */
export const WaitlistPauseSchema = z
  .strictObject({
    instanceId: z.uuid("Please choose a date").nullish(),
    availableDateId: z.uuid("Please choose a date").nullish(),
    paused: z.boolean("Say whether offers are paused"),
  })
  .refine(namesOneDate, oneDateMessage());

/** GET /api/admin/waiting-list?instanceId=… or ?availableDateId=… */
export const WaitlistDateQuerySchema = z
  .object({
    instanceId: z.uuid("Please choose a date").optional(),
    availableDateId: z.uuid("Please choose a date").optional(),
  })
  .refine(namesOneDate, oneDateMessage());

/** POST /api/admin/waiting-list/remove: staff take several people off at once (issue 19, a flood of requests). */
export const WaitlistBulkRemoveSchema = z.strictObject({
  entryIds: z
    .array(z.uuid("Please choose people on the list"), "Please choose people on the list")
    .min(1, "Please choose at least one person")
    .max(200, "Please choose at most 200 people at a time"),
});
export type WaitlistBulkRemove = z.output<typeof WaitlistBulkRemoveSchema>;
