// The name, e-mail, phone and address block of the public forms: the booking dialog's and checkout's details
// (full name, all required, with an address) and the contact form (first and last name, phone optional).
import type { ComponentProps } from "react";
import { TextField } from "./form-field";

type PersonField = "fullName" | "firstName" | "lastName" | "email" | "phone" | "address" | "postcode";
type Registered = Omit<ComponentProps<"input">, "name"> & { name: string };

type Props = {
  /** The form's register; the form must have each field the block shows. */
  register: (name: never) => Registered;
  errors: { [K in PersonField]?: { message?: string } };
  /** "full": one Full Name field; "split": First Name and Last Name side by side. */
  names: "full" | "split";
  /** The contact form asks for a phone number but does not need one. */
  phoneOptional?: boolean;
  /** Address and Postcode, for a booking. */
  withAddress?: boolean;
  /** The gap of the form the rows sit in: the contact form's rows are further apart. */
  gap: "gap-4" | "gap-5";
};

/** The rows of the block, as siblings: the form spaces them. */
export function PersonFields({ register, errors, names, phoneOptional, withAddress, gap }: Props) {
  const field = (name: PersonField) => ({ error: errors[name]?.message, ...register(name as never) });
  const pair = `grid ${gap} sm:grid-cols-2`;
  return (
    <>
      {names === "full" ? (
        <TextField label="Full Name" required autoComplete="name" {...field("fullName")} />
      ) : (
        <div className={pair}>
          <TextField label="First Name" required autoComplete="given-name" {...field("firstName")} />
          <TextField label="Last Name" required autoComplete="family-name" {...field("lastName")} />
        </div>
      )}
      <div className={pair}>
        <TextField label="Email Address" type="email" required autoComplete="email" {...field("email")} />
        <TextField
          label="Phone Number"
          type="tel"
          required={!phoneOptional}
          autoComplete="tel"
          hint={phoneOptional ? "Optional" : undefined}
          {...field("phone")}
        />
      </div>
      {withAddress && (
        <>
          <TextField label="Address" required autoComplete="address-line1" {...field("address")} />
          <div className={pair}>
            <TextField
              label="Postcode"
              required
              autoComplete="postal-code"
              autoCapitalize="characters"
              {...field("postcode")}
            />
          </div>
        </>
      )}
    </>
  );
}
