// The contact form's rules (SPEC §5), shared by the form in the browser and by
// POST /api/leads/contact on the server, so both judge a message the same way.
import { z } from "zod";
import { multiLine, oneLine } from "#app/shared/plain-text";
import {
  CONTACT_SUBJECTS,
  MESSAGE_MAX_LENGTH,
  SUBJECT_LINE_ROOM,
  type ContactFormValues as RulesFormValues,
  type ContactLeadInput as RulesLeadInput,
} from "./contact-rules";

const SUBJECT_VALUES: readonly string[] = CONTACT_SUBJECTS.map((subject) => subject.value);

const name = (required: string, label: string) =>
  z.string(required).trim().min(1, required).max(100, `${label} must be 100 characters or fewer`).check(oneLine);

const contactPerson = {
  firstName: name("First name is required", "First name"),
  lastName: name("Last name is required", "Last name"),
  email: z
    .string("Please enter a valid email address")
    .trim()
    .max(254, "Email address must be 254 characters or fewer")
    .check(oneLine)
    .pipe(z.email("Please enter a valid email address")),
  phone: z.string().trim().max(30, "Phone number must be 30 characters or fewer").check(oneLine).optional(),
};

// The honeypot: people never see the field, so anything in it came from a bot.
const honeypot = z.string().max(500).optional();

const messageText = (max: number) =>
  z
    .string("Message must be at least 10 characters")
    .trim()
    .min(10, "Message must be at least 10 characters")
    .max(max, `Message must be ${max} characters or fewer`)
    .check(multiLine);

/** What the visitor fills in on /contact. */
export const contactFormSchema = z.object({
  ...contactPerson,
  // A string, not an enum, so the select can start on its empty "Select a subject" option.
  subject: z
    .string("Please select a subject")
    .refine((value) => SUBJECT_VALUES.includes(value), "Please select a subject"),
  message: messageText(MESSAGE_MAX_LENGTH - SUBJECT_LINE_ROOM),
  website: honeypot,
});

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;
// contact-rules.ts declares these shapes without zod; a change to either side that makes them differ fails here.
true satisfies SameShape<ContactFormValues, RulesFormValues>;

/** The body of POST /api/leads/contact (SPEC §3 contact lead payload); unknown fields are refused. */
export const contactLeadSchema = z.strictObject({
  ...contactPerson,
  message: messageText(MESSAGE_MAX_LENGTH),
  website: honeypot,
});

export type ContactLeadInput = z.output<typeof contactLeadSchema>;
true satisfies SameShape<ContactLeadInput, RulesLeadInput>;

type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
