// An employer's application for an account (issue 24) and a contact's request for a sign-in link: the rules shared by
// the form in the browser and by POST /api/business-accounts and /api/business-accounts/sign-in on the server.
import { z } from "zod";
import { multiLine, oneLine } from "#app/shared/plain-text";

const line = (label: string, max: number, min = 1) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, { message: `${label} is required`, abort: true })
    .min(min, `${label} must be at least ${min} characters`)
    .max(max, `${label} must be ${max} characters or fewer`)
    .check(oneLine);

export const emailAddress = z
  .string("Please enter a valid email address")
  .trim()
  .max(254, "Email address must be 254 characters or fewer")
  .check(oneLine)
  .pipe(z.email("Please enter a valid email address"));

// The shapes Royal Mail uses (OX4 2HW, SW1A 1AA, M1 1AE), the space optional.
const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/;
// GB then 9 digits (12 for a branch), spaces anywhere between groups; XI for Northern Ireland.
const UK_VAT_NUMBER = /^(GB|XI)? ?\d{3} ?\d{4} ?\d{2}( ?\d{3})?$/;

/** A contact: who may book on the account and sign in by a link e-mailed to them. */
export const ContactSchema = z.strictObject({
  fullName: line("Full name", 100, 2),
  email: emailAddress,
});
export type ContactInput = z.output<typeof ContactSchema>;

/** POST /api/business-accounts: the public application form; its applicant becomes the account's first contact. */
export const AccountApplicationSchema = z.strictObject({
  companyName: line("Company name", 200, 2),
  billingAddress: z
    .string("Billing address is required")
    .trim()
    .min(1, { message: "Billing address is required", abort: true })
    .min(5, "Please enter the full billing address")
    .max(500, "Billing address must be 500 characters or fewer")
    .check(multiLine),
  billingPostcode: z
    .string("Postcode is required")
    .trim()
    .toUpperCase()
    .min(1, { message: "Postcode is required", abort: true })
    .check(oneLine)
    .regex(UK_POSTCODE, "Please enter a valid UK postcode, such as OX4 2HW"),
  billingEmail: emailAddress,
  phone: line("Phone number", 30).min(10, "Please enter a valid phone number"),
  vatNumber: z
    .string()
    .trim()
    .toUpperCase()
    .check(oneLine)
    .regex(
      new RegExp(`^$|${UK_VAT_NUMBER.source}`),
      "Please enter a UK VAT number, such as GB 123 4567 89, or leave it blank",
    )
    .optional()
    .transform((vat) => vat || undefined),
  poRequired: z.boolean("Please tick the box or leave it clear").default(false),
  fullName: line("Your full name", 100, 2),
  email: emailAddress,
  // The honeypot: people never see the field, so anything in it came from a bot.
  website: z.string().max(500).optional(),
});
export type AccountApplicationInput = z.input<typeof AccountApplicationSchema>;
export type AccountApplication = z.output<typeof AccountApplicationSchema>;

/** POST /api/business-accounts/sign-in: a contact asks for a sign-in link. */
export const AccountSignInSchema = z.strictObject({ email: emailAddress });
export type AccountSignInInput = z.input<typeof AccountSignInSchema>;
export type AccountSignIn = z.output<typeof AccountSignInSchema>;
