// "E-mail everyone on this date" (issue 21, office manager's list item 6): the request and answers of
// /api/admin/dates/{instance|date}/{id}/message.
import { z } from "zod";
import { multiLine, oneLine } from "#app/shared/plain-text";

/** POST …/message. The key is made when staff open the form, so pressing Send twice sends once. */
export const DateMessageSchema = z.strictObject({
  subject: z
    .string("Please write a subject")
    .trim()
    .min(1, "Please write a subject")
    .max(150, "Keep the subject under 150 characters")
    .check(oneLine),
  message: z
    .string("Please write the message")
    .trim()
    .min(1, "Please write the message")
    .max(5000, "Keep the message under 5,000 characters")
    .check(multiLine),
  idempotencyKey: z.uuid("Please reload the page and try again"),
});
export type DateMessageInput = z.output<typeof DateMessageSchema>;

/** GET …/message: who a message would reach now. */
export type DateMessageAudience = { recipients: number; courseTitle: string; startDate: string };

/** POST …/message: how many copies went in the outbox; `alreadySent` when this key had been sent before. */
export type DateMessageSent = { sent: number; alreadySent: boolean };
