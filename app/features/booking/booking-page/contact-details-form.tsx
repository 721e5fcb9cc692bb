// The customer changes their phone number and address from the booking page; the e-mail address needs staff.
import { lazy, Suspense, useState } from "react";
import { Button } from "#app/shared/ui/button";
import { Skeleton } from "#app/shared/ui/skeleton";
import type { BookingPageView } from "./booking-page-view";

// The form (with the form helpers) loads when it opens, not with the booking page (decision 006, issue 22).
const ContactDetailsEditForm = lazy(() =>
  import("./contact-details-edit-form").then((module) => ({ default: module.ContactDetailsEditForm })),
);

export function ContactDetailsForm({ token, view }: { token: string; view: BookingPageView }) {
  const [editing, setEditing] = useState(false);
  const { customer } = view;
  if (!editing) {
    return (
      <div>
        <dl className="grid gap-1 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="text-slate-600">Name</dt>
          <dd>{customer.fullName}</dd>
          <dt className="text-slate-600">E-mail</dt>
          <dd className="break-all">{customer.email}</dd>
          <dt className="text-slate-600">Phone</dt>
          <dd>{customer.phone}</dd>
          <dt className="text-slate-600">Address</dt>
          <dd>{customer.address ? `${customer.address}, ${customer.postcode}` : "Not given yet: please add it"}</dd>
        </dl>
        {(view.status === "confirmed" || view.status === "pending") && (
          <Button variant="outline" size="sm" className="mt-4" onClick={() => setEditing(true)}>
            Change phone or address
          </Button>
        )}
        <p className="mt-3 text-sm text-slate-600">To change your name or e-mail address, please contact us.</p>
      </div>
    );
  }
  return (
    <Suspense fallback={<Skeleton className="h-56 w-full" />}>
      <ContactDetailsEditForm token={token} view={view} onDone={() => setEditing(false)} />
    </Suspense>
  );
}
