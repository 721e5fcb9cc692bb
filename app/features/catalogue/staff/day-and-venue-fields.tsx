import { TextAreaField, TextField } from "#app/shared/ui/form-field";

type Registered = { name: string };
type DayAndVenueErrors = {
  startTime?: { message?: string };
  finishTime?: { message?: string };
  venueAddress?: { message?: string };
  venueDirections?: { message?: string };
};

/**
 * When each day of a schedule or available date runs and where, for the joining instructions (issue 13). The form
 * must have startTime, finishTime, venueAddress and venueDirections.
 */
export function DayAndVenueFields({
  register,
  errors,
}: {
  register: (name: never) => Registered;
  errors: DayAndVenueErrors;
}) {
  const field = (name: keyof DayAndVenueErrors) => ({ error: errors[name]?.message, ...register(name as never) });
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Start time" type="time" required hint="Each day, London time" {...field("startTime")} />
        <TextField label="Finish time" type="time" required {...field("finishTime")} />
      </div>
      <TextAreaField
        label="Venue address"
        hint="Optional: leave blank for the academy's address"
        rows={2}
        {...field("venueAddress")}
      />
      <TextAreaField
        label="Directions"
        hint="Optional: parking, entrance, who to ask for"
        rows={2}
        {...field("venueDirections")}
      />
    </>
  );
}
