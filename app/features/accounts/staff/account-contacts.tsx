// An account's contacts (issue 24): who may book on it and sign in by a link. Staff add one by name and address, or
// remove one, which signs them out at once.
import type { QueryKey } from "@tanstack/react-query";
import { zodResolver } from "@hookform/resolvers/zod";
import { apiRequest } from "#app/shared/api-client";
import { ConfirmDelete } from "#app/shared/staff/confirm-dialog";
import { useInlineForm } from "#app/shared/staff/inline-form";
import { useAdminMutation } from "#app/shared/staff/use-admin-mutation";
import { Button } from "#app/shared/ui/button";
import { TextField } from "#app/shared/ui/form-field";
import { ContactSchema, type ContactInput } from "../schema";
import type { AdminOrganisation } from "./staff-schema";

type Props = { account: AdminOrganisation; invalidates: readonly QueryKey[] };

export function AccountContacts({ account, invalidates }: Props) {
  const remove = useAdminMutation<string>({
    mutationFn: (contactId) => apiRequest("DELETE", `/api/admin/organisations/${account.id}/contacts/${contactId}`),
    invalidates,
    failureMessage: "The contact was not removed",
    success: { title: "Contact removed" },
  });
  return (
    <section aria-labelledby="contacts-title" className="space-y-4 rounded-lg border border-slate-200 p-4">
      <h2 id="contacts-title" className="text-lg font-semibold text-brand-900">
        Contacts
      </h2>
      {account.contactList.length === 0 ? (
        <p className="text-sm text-slate-700">No contacts: nobody can sign in to this account.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {account.contactList.map((contact) => (
            <li key={contact.id} className="flex items-center justify-between gap-3 py-2">
              <span className="min-w-0 text-sm">
                <span className="font-medium text-slate-900">{contact.fullName}</span>{" "}
                <span className="break-all text-slate-700">{contact.email}</span>
              </span>
              <ConfirmDelete
                label={`Remove ${contact.fullName}`}
                title={`Remove ${contact.fullName}?`}
                description="They will no longer be able to sign in or book on this account, and are signed out now."
                confirmLabel="Remove"
                onConfirm={() => remove.mutateAsync(contact.id)}
              />
            </li>
          ))}
        </ul>
      )}
      <AddContactForm account={account} invalidates={invalidates} />
    </section>
  );
}

function AddContactForm({ account, invalidates }: Props) {
  const add = useAdminMutation<ContactInput>({
    mutationFn: (input) => apiRequest("POST", `/api/admin/organisations/${account.id}/contacts`, input),
    invalidates,
    failureMessage: "The contact was not added",
    success: { title: "Contact added" },
  });
  const { submit, field, reset } = useInlineForm<ContactInput, ContactInput>({
    resolver: zodResolver(ContactSchema),
    defaultValues: { fullName: "", email: "" },
    fields: ["fullName", "email"],
    send: add.mutateAsync,
    onDone: () => reset(),
  });
  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      aria-label="Add a contact"
      className="space-y-3 border-t border-slate-200 pt-4"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Contact's full name" required autoComplete="off" {...field("fullName")} />
        <TextField label="Contact's e-mail" type="email" required autoComplete="off" {...field("email")} />
      </div>
      <Button type="submit" variant="outline" disabled={add.isPending}>
        {add.isPending ? "Adding..." : "Add contact"}
      </Button>
    </form>
  );
}
