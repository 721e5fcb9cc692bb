// A business applies for an account (issue 24): the organisation (status applicant) and its first contact, the
// applicant, are written in one transaction with the two e-mails it sends, the applicant's acknowledgement and the
// staff's notice, so an application is never stored unannounced nor announced unstored.
import { randomUUID } from "node:crypto";
import type { Database } from "#db/db.server";
import { organisationContacts, organisations } from "#db/schema";
import { enqueueEmail } from "#app/features/email/outbox.server";
import {
  accountApplicationNoticeEmail,
  accountApplicationReceivedEmail,
} from "#app/features/email/templates/account-emails";
import { badRequest } from "#app/shared/http-error";
import type { SiteInfo } from "#app/shared/site-info";
import type { AccountApplication } from "./schema";
import { messageOrganisationOf } from "./organisation-message";

export const APPLICATION_THANKS =
  "Thank you: we have your application and have e-mailed you a copy. We will e-mail our decision, usually within two working days.";

export const staffAccountPath = (organisationId: string) => `/admin/accounts/${organisationId}`;

export async function applyForAccount(
  db: Database,
  input: AccountApplication,
  site: SiteInfo,
): Promise<{ id: string }> {
  if ((input.website ?? "").trim()) throw badRequest("Spam detected");
  const id = randomUUID();
  const row = {
    id,
    name: input.companyName,
    billingAddress: input.billingAddress,
    billingPostcode: input.billingPostcode,
    billingEmail: input.billingEmail,
    phone: input.phone,
    vatNumber: input.vatNumber ?? null,
    poRequired: input.poRequired,
  };
  const applicant = { fullName: input.fullName, email: input.email };
  // Written before the transaction, so it holds no lock while the e-mails render (PGlite runs one at a time).
  const message = messageOrganisationOf({ ...row, termsDays: 30, creditLimit: 0, decisionNote: null });
  const acknowledgement = await accountApplicationReceivedEmail(message, applicant, site);
  const notice = await accountApplicationNoticeEmail(message, applicant, `${site.url}${staffAccountPath(id)}`, site);
  await db.transaction(async (tx) => {
    await tx.insert(organisations).values(row);
    await tx.insert(organisationContacts).values({ organisationId: id, ...applicant });
    await enqueueEmail(tx, { kind: `account-applied:${id}`, to: applicant.email, ...acknowledgement });
    await enqueueEmail(tx, { kind: `staff-alert:account-applied:${id}`, to: site.email, ...notice });
  });
  return { id };
}
