// Staff book on an approved business's account by phone (issue 24): the account and the contact chosen on the form,
// then judged by the online booking's own check (checkBookingOnAccount: the account locked, approved, within its
// credit limit, its purchase order when it asks for one), under the date's lock with the seats.
import { and, eq } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { organisationContacts } from "#db/schema";
import { badRequest } from "#app/shared/http-error";
import type { SiteInfo } from "#app/shared/site-info";
import { OVERDUE_DAYS_ALLOWED } from "#app/features/accounts/account-credit";
import { checkBookingOnAccount, type AccountCheck, type OnAccountMessages } from "../sale/invoice-booking.server";
import type { StaffBookingInput } from "./new-booking-schema";

export const NOT_A_CONTACT = "Please choose one of this business account's contacts: that person is not one of them.";

/** The online refusals in the office's words: staff can approve an account, record a payment or take it another way. */
export const STAFF_ON_ACCOUNT_MESSAGES: OnAccountMessages = {
  "not-approved":
    "This business account is not approved to book on account. Approve it first, or choose another way to pay.",
  "over-credit-limit":
    "This booking would take the account over its credit limit. Record a payment of its invoices first, or choose another way to pay.",
  "invoice-overdue": `An invoice on this account is more than ${OVERDUE_DAYS_ALLOWED} days overdue. Record its payment first, or choose another way to pay.`,
  purchaseOrder: "Please enter the purchase order number: this account asks for one on every booking.",
};

/** The account a staff booking goes on, checked and locked; refused (4xx) as the online booking would be, in staff's words. */
export async function staffAccountCheck(
  tx: Executor,
  input: Pick<StaffBookingInput, "organisationId" | "organisationContactId" | "purchaseOrder">,
  { total, today, site }: { total: number; today: string; site: SiteInfo },
): Promise<AccountCheck> {
  const [contact] = await tx
    .select({ fullName: organisationContacts.fullName, email: organisationContacts.email })
    .from(organisationContacts)
    .where(
      and(
        eq(organisationContacts.id, input.organisationContactId!),
        eq(organisationContacts.organisationId, input.organisationId!),
      ),
    );
  if (!contact) throw badRequest(NOT_A_CONTACT, { organisationContactId: [NOT_A_CONTACT] });
  const booker = {
    contact: { contactId: input.organisationContactId!, organisationId: input.organisationId!, ...contact },
    site,
  };
  return checkBookingOnAccount(
    tx,
    booker,
    { total, purchaseOrder: input.purchaseOrder ?? undefined, today },
    STAFF_ON_ACCOUNT_MESSAGES,
  );
}
