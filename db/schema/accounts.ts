// Employer accounts (issue 24, decision 027): businesses that book their staff and, once approved, pay by invoice.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdNow, requiredRef, secretLinkColumns, timestamps, uuidPrimaryKey } from "./columns";
import { users } from "./staff";

export const ORGANISATION_STATUSES = ["applicant", "approved", "declined", "on-hold"] as const;
export type OrganisationStatus = (typeof ORGANISATION_STATUSES)[number];

// A business's account: applied for on the public form, approved or declined by staff with its terms and limit.
export const organisations = pgTable(
  "organisation",
  {
    id: uuidPrimaryKey(),
    name: text("name").notNull(),
    billingAddress: text("billing_address").notNull(),
    billingPostcode: text("billing_postcode").notNull(),
    // Where invoices and reminders go.
    billingEmail: text("billing_email").notNull(),
    phone: text("phone"),
    // The customer's own VAT number, printed on its invoices when given.
    vatNumber: text("vat_number"),
    // Whether each booking on account must carry the customer's purchase order number.
    poRequired: boolean("po_required").notNull().default(false),
    status: text("status").$type<OrganisationStatus>().notNull().default("applicant"),
    // Days from an invoice's issue to its due date.
    termsDays: integer("terms_days").notNull().default(30),
    // Pence: the most its unpaid invoices may add up to, this booking's included.
    creditLimit: integer("credit_limit").notNull().default(0),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    // Why an application was declined or an account put on hold: told to the applicant.
    decisionNote: text("decision_note"),
    ...timestamps,
  },
  (t) => [
    check("organisation_status_valid", sql`${t.status} IN ('applicant', 'approved', 'declined', 'on-hold')`),
    check("organisation_terms_valid", sql`${t.termsDays} BETWEEN 0 AND 120`),
    check("organisation_credit_limit_valid", sql`${t.creditLimit} >= 0`),
    index("organisation_status_idx").on(t.status),
  ],
);

// The people who may book on an account, recognised by a link e-mailed to their address.
export const organisationContacts = pgTable(
  "organisation_contact",
  {
    id: uuidPrimaryKey(),
    organisationId: requiredRef("organisation_id", () => organisations.id, "cascade"),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    createdAt: createdNow(),
  },
  (t) => [
    uniqueIndex("organisation_contact_email_unique").on(t.organisationId, sql`lower(${t.email})`),
    index("organisation_contact_lower_email_idx").on(sql`lower(${t.email})`),
  ],
);

// A sign-in link sent to a contact (the booking-link pattern, decision 015): only a SHA-256 of the token is kept, and
// it stops working at `expiresAt` or once revoked.
export const organisationLinks = pgTable(
  "organisation_link",
  {
    ...secretLinkColumns({ contactId: requiredRef("contact_id", () => organisationContacts.id, "cascade") }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("organisation_link_contact_idx").on(t.contactId)],
);

export type Organisation = typeof organisations.$inferSelect;
export type OrganisationContact = typeof organisationContacts.$inferSelect;
