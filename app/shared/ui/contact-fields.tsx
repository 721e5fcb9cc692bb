// The e-mail and phone fields of the public forms, labelled and autocompleted alike everywhere.
import type { ComponentProps } from "react";
import { TextField } from "./form-field";

type FieldProps = { error?: string } & ComponentProps<"input">;

export function EmailField(props: FieldProps) {
  return <TextField label="Email" type="email" autoComplete="email" required {...props} />;
}

export function PhoneField(props: FieldProps) {
  return <TextField label="Phone" type="tel" autoComplete="tel" required {...props} />;
}
