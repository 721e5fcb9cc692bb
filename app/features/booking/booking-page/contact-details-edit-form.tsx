// The form behind 'Change phone or address' on the booking page, loaded when it opens (decision 006).
import { PhoneField } from "#app/shared/ui/contact-fields";
import { TextField } from "#app/shared/ui/form-field";
import { SaveOrCancel } from "#app/shared/ui/save-or-cancel";
import { lazyResolver } from "#app/shared/lazy-resolver";
import { useLightForm } from "#app/shared/use-light-form";
import type { ContactDetailsChange } from "../schema";
import type { BookingPageView } from "./booking-page-view";
import { useSaveOnBookingPage } from "./save-on-booking-page";

const resolver = lazyResolver<ContactDetailsChange, ContactDetailsChange>(() =>
  import("./contact-details-resolver").then((module) => module.contactDetailsResolver),
);

export function ContactDetailsEditForm({
  token,
  view,
  onDone,
}: {
  token: string;
  view: BookingPageView;
  onDone(): void;
}) {
  const { field, handleSubmit, setError, formState } = useLightForm<ContactDetailsChange, ContactDetailsChange>({
    resolver,
    defaultValues: { phone: view.customer.phone, address: view.customer.address, postcode: view.customer.postcode },
  });
  const save = useSaveOnBookingPage(token, { setError, fields: ["phone", "address", "postcode"] }, onDone);
  const submit = handleSubmit((values) =>
    save("contact", values, { title: "Details saved", description: "Thank you: we have your new details." }),
  );
  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      aria-label="Change your phone number and address"
      className="space-y-4"
    >
      <PhoneField {...field("phone")} />
      <TextField label="Address" autoComplete="street-address" required {...field("address")} />
      <TextField label="Postcode" autoComplete="postal-code" required {...field("postcode")} />
      <SaveOrCancel label="Save details" saving={formState.isSubmitting} onCancel={onDone} />
    </form>
  );
}
