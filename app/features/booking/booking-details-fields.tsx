import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { z } from "zod";
import { TextAreaField } from "#app/shared/ui/form-field";
import { PersonFields } from "#app/shared/ui/person-fields";
import type { BookingDetailsSchema } from "./schema";

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
      <PersonFields names="full" withAddress gap="gap-4" register={register} errors={errors} />
      <TextAreaField label="Additional Notes (optional)" error={errors.notes?.message} {...register("notes")} />
    </div>
  );
}
