// Leads written by the public site. The contact form's lead (SPEC §3, §7).
import type { Executor } from "#db/db.server";
import { leads } from "#db/schema";
import { badRequest } from "#app/shared/http-error";
import { isSpam, SPAM_MESSAGE, type ContactLeadInput } from "./contact-rules";

export const CONTACT_THANKS = "Thanks — we'll be in touch within 24 hours.";

/** Stores a contact message as a lead with source 'contact'; a filled honeypot stores nothing. */
export async function createContactLead(db: Executor, input: ContactLeadInput): Promise<{ id: string }> {
  if (isSpam(input.website)) throw badRequest(SPAM_MESSAGE);
  const [row] = await db
    .insert(leads)
    .values({
      source: "contact",
      firstName: input.firstName,
      lastName: input.lastName,
      fullName: `${input.firstName} ${input.lastName}`,
      email: input.email,
      phone: input.phone || null,
      message: input.message,
    })
    .returning({ id: leads.id });
  return { id: row!.id };
}
