import { Button } from "#app/shared/ui/button";
import { EmailField } from "#app/shared/ui/contact-fields";
import { TextField } from "#app/shared/ui/form-field";
import { LinkRequestAnswer, useLinkRequest } from "#app/shared/ui/link-request-form";
import { lazyResolver } from "#app/shared/lazy-resolver";
import type { FindBooking, FindBookingInput } from "../schema";

const resolver = lazyResolver<FindBookingInput, FindBooking>(() =>
  import("./find-booking-resolver").then((module) => module.findBookingResolver),
);

export function FindBookingForm() {
  const { answer, submit, field, isSubmitting } = useLinkRequest<FindBookingInput, FindBooking>(
    "/api/bookings/find",
    { resolver, defaultValues: { email: "", reference: "" } },
    ["email", "reference"],
  );
  if (answer) return <LinkRequestAnswer answer={answer} />;
  return (
    <form method="post" noValidate onSubmit={submit} aria-label="Find my booking" className="space-y-5">
      <EmailField {...field("email")} />
      <TextField
        label="Booking reference"
        autoCapitalize="characters"
        placeholder="TV-AB3CD4EF"
        hint="Optional. Without it, we e-mail links to your latest bookings made with this address."
        {...field("reference")}
      />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? "Sending..." : "E-mail me my booking link"}
      </Button>
    </form>
  );
}
