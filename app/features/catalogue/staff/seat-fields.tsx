import { TextField } from "#app/shared/ui/form-field";

type Registered = { name: string };
type SeatErrors = { maxSeats?: { message?: string }; bookedSeats?: { message?: string } };

/**
 * Max seats and the seats sold by phone or invoice, on the Available Dates and Schedules forms (decision 003: the
 * online bookings are counted, never typed in). The form must have maxSeats and bookedSeats, both numbers.
 */
export function SeatFields({
  register,
  errors,
  offlineHint,
}: {
  register: (name: never, options: never) => Registered;
  errors: SeatErrors;
  offlineHint?: string;
}) {
  const number = (name: keyof SeatErrors) => ({
    error: errors[name]?.message,
    ...register(name as never, { valueAsNumber: true } as never),
  });
  return (
    <>
      <TextField label="Max seats" type="number" inputMode="numeric" min={1} required {...number("maxSeats")} />
      <TextField
        label="Seats booked offline"
        type="number"
        inputMode="numeric"
        min={0}
        hint={offlineHint}
        {...number("bookedSeats")}
      />
    </>
  );
}
