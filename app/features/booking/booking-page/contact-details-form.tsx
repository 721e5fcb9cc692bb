// The customer changes their phone number and address from the booking page; the e-mail address needs staff.
import { useState } from "react";
import { useRevalidator } from "react-router";
import { ApiError, apiRequest, userMessage } from "#app/shared/api-client";
import { Button } from "#app/shared/ui/button";
import { TextField } from "#app/shared/ui/form-field";
import { toast } from "#app/shared/ui/toast-store";
import { lazyResolver } from "#app/shared/lazy-resolver";
import { useLightForm } from "#app/shared/use-light-form";
import type { ContactDetailsChange } from "../schema";
import type { BookingPageView } from "./booking-page-view";

const resolver = lazyResolver<ContactDetailsChange, ContactDetailsChange>(() =>
  import("./contact-details-resolver").then((module) => module.contactDetailsResolver),
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
        {view.status !== "expired" && (
          <Button variant="outline" size="sm" className="mt-4" onClick={() => setEditing(true)}>
            Change phone or address
          </Button>
        )}
        <p className="mt-3 text-sm text-slate-600">To change your name or e-mail address, please contact us.</p>
      </div>
    );
  }
  return <EditForm token={token} view={view} onDone={() => setEditing(false)} />;
}

function EditForm({ token, view, onDone }: { token: string; view: BookingPageView; onDone(): void }) {
  const revalidator = useRevalidator();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useLightForm<ContactDetailsChange, ContactDetailsChange>({
    resolver,
    defaultValues: { phone: view.customer.phone, address: view.customer.address, postcode: view.customer.postcode },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await apiRequest("PUT", `/api/bookings/by-token/${encodeURIComponent(token)}/contact`, values);
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) {
        const { applyFieldErrors } = await import("#app/shared/form-errors");
        applyFieldErrors(error, setError, ["phone", "address", "postcode"]);
        return;
      }
      toast({ title: "Not saved", description: userMessage(error, "Please try again.") });
      return;
    }
    toast({ title: "Details saved", description: "Thank you: we have your new details." });
    await revalidator.revalidate();
    onDone();
  });
  return (
    <form noValidate onSubmit={submit} aria-label="Change your phone number and address" className="space-y-4">
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        required
        error={errors.phone?.message}
        {...register("phone")}
      />
      <TextField
        label="Address"
        autoComplete="street-address"
        required
        error={errors.address?.message}
        {...register("address")}
      />
      <TextField
        label="Postcode"
        autoComplete="postal-code"
        required
        error={errors.postcode?.message}
        {...register("postcode")}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : "Save details"}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
