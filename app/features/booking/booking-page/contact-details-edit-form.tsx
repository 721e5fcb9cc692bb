// The form behind 'Change phone or address' on the booking page, loaded when it opens (decision 006).
import { useRevalidator } from "react-router";
import { apiRequest, userMessage } from "#app/shared/api-client";
import { PhoneField } from "#app/shared/ui/contact-fields";
import { TextField } from "#app/shared/ui/form-field";
import { SaveOrCancel } from "#app/shared/ui/save-or-cancel";
import { sendLightForm } from "#app/shared/ui/send-light-form";
import { toast } from "#app/shared/ui/toast-store";
import { lazyResolver } from "#app/shared/lazy-resolver";
import { useLightForm } from "#app/shared/use-light-form";
import type { ContactDetailsChange } from "../schema";
import type { BookingPageView } from "./booking-page-view";

const resolver = lazyResolver<ContactDetailsChange, ContactDetailsChange>(() =>
  import("./contact-details-resolver").then((module) => module.contactDetailsResolver),
);

const notSaved = (error: unknown) =>
  toast({ title: "Not saved", description: userMessage(error, "Please try again.") });

export function ContactDetailsEditForm({
  token,
  view,
  onDone,
}: {
  token: string;
  view: BookingPageView;
  onDone(): void;
}) {
  const revalidator = useRevalidator();
  const { field, handleSubmit, setError, formState } = useLightForm<ContactDetailsChange, ContactDetailsChange>({
    resolver,
    defaultValues: { phone: view.customer.phone, address: view.customer.address, postcode: view.customer.postcode },
  });
  const submit = handleSubmit(async (values) => {
    const saved = await sendLightForm(setError, ["phone", "address", "postcode"], notSaved, () =>
      apiRequest("PUT", `/api/bookings/by-token/${encodeURIComponent(token)}/contact`, values),
    );
    if (!saved) return;
    toast({ title: "Details saved", description: "Thank you: we have your new details." });
    await revalidator.revalidate();
    onDone();
  });
  return (
    <form noValidate onSubmit={submit} aria-label="Change your phone number and address" className="space-y-4">
      <PhoneField {...field("phone")} />
      <TextField label="Address" autoComplete="street-address" required {...field("address")} />
      <TextField label="Postcode" autoComplete="postal-code" required {...field("postcode")} />
      <SaveOrCancel label="Save details" saving={formState.isSubmitting} onCancel={onDone} />
    </form>
  );
}
