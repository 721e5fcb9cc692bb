import { TextField } from "#app/shared/ui/form-field";

type Registered = { name: string };
type DayTimesErrors = {
  startTime?: { message?: string };
  finishTime?: { message?: string };
};

/**
 * When each day of a schedule or available date runs, for the joining instructions (issue 13). Where it runs is the
 * venue (issue 21: VenueSelect), kept once under the Venues tab. The form must have startTime and finishTime.
 */
export function DayAndVenueFields({
  register,
  errors,
}: {
  register: (name: never) => Registered;
  errors: DayTimesErrors;
}) {
  const field = (name: keyof DayTimesErrors) => ({ error: errors[name]?.message, ...register(name as never) });
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField label="Start time" type="time" required hint="Each day, London time" {...field("startTime")} />
      <TextField label="Finish time" type="time" required {...field("finishTime")} />
    </div>
  );
}
