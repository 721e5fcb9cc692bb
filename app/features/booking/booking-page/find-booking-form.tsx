import { useState } from "react";
import { apiRequest, userMessage } from "#app/shared/api-client";
import { Button } from "#app/shared/ui/button";
import { EmailField } from "#app/shared/ui/contact-fields";
import { TextField } from "#app/shared/ui/form-field";
import { sendLightForm } from "#app/shared/ui/send-light-form";
import { toast } from "#app/shared/ui/toast-store";
import { lazyResolver } from "#app/shared/lazy-resolver";
import { useLightForm } from "#app/shared/use-light-form";
import type { FindBooking, FindBookingInput } from "../schema";

const resolver = lazyResolver<FindBookingInput, FindBooking>(() =>
  import("./find-booking-resolver").then((module) => module.findBookingResolver),
);

const notSent = (error: unknown) =>
  toast({ title: "Error", description: userMessage(error, "Please try again."), variant: "destructive" });

export function FindBookingForm() {
  const [answer, setAnswer] = useState<string | null>(null);
  const { field, handleSubmit, setError, formState } = useLightForm<FindBookingInput, FindBooking>({
    resolver,
    defaultValues: { email: "", reference: "" },
  });
  const submit = handleSubmit(async (values) => {
    await sendLightForm(setError, ["email", "reference"], notSent, async () => {
      const { message } = await apiRequest<{ message: string }>("POST", "/api/bookings/find", values);
      setAnswer(message);
    });
  });
  if (answer) {
    return (
      <p role="status" className="rounded-lg border border-green-300 bg-green-50 p-4 text-green-950">
        {answer}
      </p>
    );
  }
  return (
    <form noValidate onSubmit={submit} aria-label="Find my booking" className="space-y-5">
      <EmailField {...field("email")} />
      <TextField
        label="Booking reference"
        autoCapitalize="characters"
        placeholder="TV-AB3CD4EF"
        hint="Optional. Without it, we e-mail links to your latest bookings made with this address."
        {...field("reference")}
      />
      <Button type="submit" size="lg" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? "Sending..." : "E-mail me my booking link"}
      </Button>
    </form>
  );
}
