// An organisation row as the account e-mails read it.
import type { Organisation } from "#db/schema";
import type { MessageOrganisation } from "#app/features/email/templates/account-emails";

export const messageOrganisationOf = (row: Pick<Organisation, keyof MessageOrganisation>): MessageOrganisation => ({
  name: row.name,
  billingAddress: row.billingAddress,
  billingPostcode: row.billingPostcode,
  billingEmail: row.billingEmail,
  phone: row.phone,
  vatNumber: row.vatNumber,
  poRequired: row.poRequired,
  termsDays: row.termsDays,
  creditLimit: row.creditLimit,
  decisionNote: row.decisionNote,
});
