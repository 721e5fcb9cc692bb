import { useState } from "react";
import { ApiError, apiRequest, userMessage } from "#app/shared/api-client";
import { Button } from "#app/shared/ui/button";
import { TextField } from "#app/shared/ui/form-field";
import { toast } from "#app/shared/ui/toast-store";
import { lazyResolver } from "#app/shared/lazy-resolver";
import { useLightForm } from "#app/shared/use-light-form";
import type { FindBooking } from "../schema";

const resolver = lazyResolver<FindBooking, FindBooking>(() =>
  import("./find-booking-resolver").then((module) => module.findBookingResolver),
);

export function FindBookingForm() {
  const [answer, setAnswer] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useLightForm<FindBooking, FindBooking>({ resolver, defaultValues: { email: "", reference: "" } });
  const submit = handleSubmit(async (values) => {
    try {
      const { message } = await apiRequest<{ message: string }>("POST", "/api/bookings/find", values);
      setAnswer(message);
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) {
        const { applyFieldErrors } = await import("#app/shared/form-errors");
        applyFieldErrors(error, setError, ["email", "reference"]);
        return;
      }
      toast({ title: "Error", description: userMessage(error, "Please try again."), variant: "destructive" });
    }
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
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register("email")}
      />
      <TextField
        label="Booking reference"
        autoCapitalize="characters"
        placeholder="TV-AB3CD4EF"
        required
        error={errors.reference?.message}
        {...register("reference")}
      />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? "Sending..." : "E-mail me my booking link"}
      </Button>
    </form>
  );
}
