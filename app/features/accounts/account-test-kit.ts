// Business accounts for tests (issue 24): an organisation with its status and contacts, as staff would leave it.
import type { Executor } from "#db/db.server";
import { organisationContacts, organisations, type Organisation, type OrganisationContact } from "#db/schema";
import { unique } from "#test/support/factories";

export async function insertOrganisation(
  db: Executor,
  overrides: Partial<typeof organisations.$inferInsert> = {},
  contacts: { fullName: string; email: string }[] = [{ fullName: "Priya Manager", email: "priya@acme.example.com" }],
): Promise<{ organisation: Organisation; contacts: OrganisationContact[] }> {
  const [organisation] = await db
    .insert(organisations)
    .values({
      name: `Acme Security ${unique()}`,
      billingAddress: "Unit 2, Mill Lane, Reading",
      billingPostcode: "RG1 1AA",
      billingEmail: "accounts@acme.example.com",
      phone: "0118 496 0000",
      ...overrides,
    })
    .returning();
  const rows =
    contacts.length === 0
      ? []
      : await db
          .insert(organisationContacts)
          .values(contacts.map((contact) => ({ organisationId: organisation!.id, ...contact })))
          .returning();
  return { organisation: organisation!, contacts: rows };
}

/** A complete application for a business account, as the form sends it to POST /api/business-accounts. */
export const accountApplication = () => ({
  companyName: "Acme Security Ltd",
  billingAddress: "Unit 2, Mill Lane\nReading",
  billingPostcode: "RG1 1AA",
  billingEmail: "accounts@acme.example.com",
  phone: "0118 496 0000",
  vatNumber: "GB 123 4567 89",
  poRequired: true,
  fullName: "Priya Manager",
  email: "priya@acme.example.com",
  website: "",
});
