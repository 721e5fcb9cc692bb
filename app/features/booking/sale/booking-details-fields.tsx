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
  return (
    <div className="space-y-4">
      <TextField
        label="Full Name"
        required
        autoComplete="name"
        error={errors.fullName?.message}
        {...register("fullName")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Email Address"
          type="email"
          required
          autoComplete="email"
          error={errors.email?.message}
          {...register("email")}
        />
        <TextField
          label="Phone Number"
          type="tel"
          required
          autoComplete="tel"
          error={errors.phone?.message}
          {...register("phone")}
        />
      </div>
      <TextField
        label="Address"
        required
        autoComplete="address-line1"
        error={errors.address?.message}
        {...register("address")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Postcode"
          required
          autoComplete="postal-code"
          autoCapitalize="characters"
          error={errors.postcode?.message}
          {...register("postcode")}
        />
      </div>
      <TextAreaField label="Additional Notes (optional)" error={errors.notes?.message} {...register("notes")} />
    </div>
  );
}
