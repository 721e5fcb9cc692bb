// The staff's reads of business accounts and their contacts (issue 24): the list by status, one account's page, and
// adding or removing a contact (each in the audit log). Removing a contact deletes their sign-in links and sessions
// with them (organisation_link cascades), so they are signed out at once.
import { and, count, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "#db/db.server";
import { bookings, organisationContacts, organisations, users } from "#db/schema";
import { recordAudit, type StaffActor } from "#app/features/audit/audit.server";
import { conflict, notFound } from "#app/shared/http-error";
import { isUniqueViolation, isoOrNull } from "#app/shared/staff/route-helpers.server";
import type { ContactInput } from "../schema";
import { unpaidInvoicesOf } from "../unpaid-invoices.server";
import type { AccountStatus, AdminOrganisation, AdminOrganisationContact, AdminOrganisationRow } from "./staff-schema";

// Named in full: Drizzle writes a column of a one-table select unqualified, which here would be the contact's own id.
const contactCount =
  sql<number>`(select count(*) from organisation_contact c where c.organisation_id = "organisation"."id")`.mapWith(
    Number,
  );

export async function listOrganisations(
  db: Database,
  query: { status?: AccountStatus },
): Promise<AdminOrganisationRow[]> {
  const rows = await db
    .select({
      id: organisations.id,
      name: organisations.name,
      status: organisations.status,
      billingEmail: organisations.billingEmail,
      contacts: contactCount,
      termsDays: organisations.termsDays,
      creditLimit: organisations.creditLimit,
      createdAt: organisations.createdAt,
    })
    .from(organisations)
    .where(query.status ? eq(organisations.status, query.status) : undefined)
    .orderBy(desc(organisations.createdAt), organisations.name);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export async function organisationDetail(db: Database, id: string): Promise<AdminOrganisation> {
  const [row] = await db
    .select({ organisation: organisations, decidedBy: users.username })
    .from(organisations)
    .leftJoin(users, eq(users.id, organisations.decidedBy))
    .where(eq(organisations.id, id));
  if (!row) throw notFound("Account not found");
  const { organisation } = row;
  const contacts = await db
    .select()
    .from(organisationContacts)
    .where(eq(organisationContacts.organisationId, id))
    .orderBy(organisationContacts.createdAt, organisationContacts.fullName);
  const [booked] = await db
    .select({ count: count() })
    .from(bookings)
    .where(and(isNotNull(bookings.organisationId), eq(bookings.organisationId, id)));
  const unpaid = await unpaidInvoicesOf(db, id);
  return {
    id: organisation.id,
    name: organisation.name,
    status: organisation.status,
    billingEmail: organisation.billingEmail,
    billingAddress: organisation.billingAddress,
    billingPostcode: organisation.billingPostcode,
    phone: organisation.phone,
    vatNumber: organisation.vatNumber,
    poRequired: organisation.poRequired,
    termsDays: organisation.termsDays,
    creditLimit: organisation.creditLimit,
    decisionNote: organisation.decisionNote,
    decidedAt: isoOrNull(organisation.decidedAt),
    decidedBy: row.decidedBy,
    createdAt: organisation.createdAt.toISOString(),
    contacts: contacts.length,
    contactList: contacts.map(contactOf),
    unpaid: unpaid.reduce((sum, invoice) => sum + invoice.total - invoice.paid, 0),
    bookings: booked?.count ?? 0,
  };
}

const contactOf = (row: typeof organisationContacts.$inferSelect): AdminOrganisationContact => ({
  id: row.id,
  fullName: row.fullName,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
});

export async function addContact(
  db: Database,
  organisationId: string,
  input: ContactInput,
  actor: StaffActor,
): Promise<AdminOrganisationContact> {
  try {
    return await db.transaction(async (tx) => {
      const [organisation] = await tx
        .select({ name: organisations.name })
        .from(organisations)
        .where(eq(organisations.id, organisationId))
        .for("no key update");
      if (!organisation) throw notFound("Account not found");
      const [contact] = await tx
        .insert(organisationContacts)
        .values({ organisationId, ...input })
        .returning();
      await recordAudit(tx, actor, {
        action: "organisation.add-contact",
        recordType: "organisation",
        recordId: organisationId,
        summary: `Added ${input.fullName} <${input.email}> as a contact of ${organisation.name}`,
        after: { contact: `${input.fullName} <${input.email}>` },
      });
      return contactOf(contact!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict("That address is already a contact of this account.", {
        email: ["That address is already a contact of this account"],
      });
    }
    throw error;
  }
}

export async function removeContact(
  db: Database,
  organisationId: string,
  contactId: string,
  actor: StaffActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(organisationContacts)
      .where(and(eq(organisationContacts.id, contactId), eq(organisationContacts.organisationId, organisationId)))
      .returning();
    if (!removed) throw notFound("Contact not found");
    await recordAudit(tx, actor, {
      action: "organisation.remove-contact",
      recordType: "organisation",
      recordId: organisationId,
      summary: `Removed ${removed.fullName} <${removed.email}> as a contact`,
      before: { contact: `${removed.fullName} <${removed.email}>` },
    });
  });
}
