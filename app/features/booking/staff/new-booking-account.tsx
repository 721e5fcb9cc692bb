// The "New booking" form's business account (issue 24): an approved account, the contact booking for it, and their
// purchase order. The credit left is shown to read out on the phone; the server judges the booking again.
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { apiGet } from "#app/shared/api-client";
import { formatPoundsExact } from "#app/shared/money";
import { fieldOf } from "#app/shared/staff/inline-form";
import { SelectField, TextField } from "#app/shared/ui/form-field";
import { Options } from "#app/shared/ui/options";
import type { AdminOrganisation, AdminOrganisationRow } from "#app/features/accounts/staff/staff-schema";
import { accountKey, accountPath, accountsKey } from "#app/features/accounts/staff/account-queries";
import type { FormSchema, FormValues } from "./new-booking-form-values";

export function AccountFields({
  form,
  total,
}: {
  form: UseFormReturn<FormValues, unknown, z.output<typeof FormSchema>>;
  /** The booking's full price (the group's, discounted from five), once a date is chosen. */
  total: number | undefined;
}) {
  const [organisationId, contactId] = form.watch(["organisationId", "organisationContactId"]);
  const accounts = useQuery({
    queryKey: accountsKey("approved"),
    queryFn: () => apiGet<AdminOrganisationRow[]>("/api/admin/organisations?status=approved"),
  });
  const account = useQuery({
    queryKey: accountKey(organisationId),
    queryFn: () => apiGet<AdminOrganisation>(accountPath(organisationId)),
    enabled: Boolean(organisationId),
  });
  const detail = account.data?.id === organisationId ? account.data : undefined;
  const { setValue } = form;
  // Another account's contact never stays chosen; an account with one contact has it chosen.
  useEffect(() => {
    if (!detail) return;
    const contacts = detail.contactList;
    if (contacts.length === 1) setValue("organisationContactId", contacts[0]!.id);
    else if (!contacts.some((contact) => contact.id === contactId)) setValue("organisationContactId", "");
  }, [detail, contactId, setValue]);

  const left = detail && Math.max(0, detail.creditLimit - detail.unpaid);
  return (
    <>
      <SelectField
        label="Business account"
        required
        hint={accounts.data?.length === 0 ? "No business account is approved yet." : "Approved accounts only."}
        {...fieldOf(form, "organisationId")}
      >
        <option value="">Choose an account…</option>
        <Options items={(accounts.data ?? []).map((row) => ({ value: row.id, label: row.name }))} />
      </SelectField>
      {detail && left !== undefined && (
        <p className="text-sm text-slate-700">
          Invoice due in {detail.termsDays} days. Credit left: {formatPoundsExact(left)} of{" "}
          {formatPoundsExact(detail.creditLimit)}
          {total !== undefined && total > left ? `: this booking (${formatPoundsExact(total)}) is over it.` : "."}
        </p>
      )}
      <SelectField
        label="Booking for the business"
        required
        disabled={!detail}
        hint="One of the account's contacts: the invoice names them."
        {...fieldOf(form, "organisationContactId")}
      >
        <option value="">{detail ? "Choose a contact…" : "Choose an account first"}</option>
        <Options
          items={(detail?.contactList ?? []).map((contact) => ({
            value: contact.id,
            label: `${contact.fullName} (${contact.email})`,
          }))}
        />
      </SelectField>
      <TextField
        label={detail?.poRequired ? "Purchase order number" : "Purchase order number (optional)"}
        required={detail?.poRequired}
        autoComplete="off"
        hint={detail?.poRequired ? "This account asks for one on every booking." : undefined}
        {...fieldOf(form, "purchaseOrder")}
      />
    </>
  );
}
