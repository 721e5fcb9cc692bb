import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { z } from "zod";
import { TextAreaField, TextField } from "#app/shared/ui/form-field";
import type { BookingDetailsSchema } from "../schema";

/** The details form's values as typed (both booking forms share them; only their messages differ). */
export type DetailsFormValues = z.input<typeof BookingDetailsSchema>;

export const EMPTY_DETAILS: DetailsFormValues = {
  fullName: "",
  email: "",
  phone: "",
  address: "",
  postcode: "",
  notes: "",
};

/** Full Name, Email Address, Phone Number, Address, Postcode and the optional notes (SPEC §2, §5). */
export function BookingDetailsFields({
  register,
  errors,
}: {
  register: UseFormRegister<DetailsFormValues>;
  errors: FieldErrors<DetailsFormValues>;
}) {
  // Each field's registration and its message, wired the same way.
  const field = (name: keyof DetailsFormValues) => ({ error: errors[name]?.message, ...register(name) });
  return (
    <div className="space-y-4">
      <TextField label="Full Name" required autoComplete="name" {...field("fullName")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Email Address" type="email" required autoComplete="email" {...field("email")} />
        <TextField label="Phone Number" type="tel" required autoComplete="tel" {...field("phone")} />
      </div>
      <TextField label="Address" required autoComplete="address-line1" {...field("address")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Postcode"
          required
          autoComplete="postal-code"
          autoCapitalize="characters"
          {...field("postcode")}
        />
      </div>
      <TextAreaField label="Additional Notes (optional)" {...field("notes")} />
    </div>
  );
}
