import type { ComponentProps } from "react";
import { SelectField } from "#app/shared/ui/form-field";
import { humanise } from "#app/shared/staff/staff-format";

/** The Status box of the Schedules and Available Dates forms: each status as staff read it ('Sold out'). */
export function StatusSelect({
  statuses,
  ...props
}: { statuses: readonly string[] } & Omit<ComponentProps<typeof SelectField>, "label" | "children">) {
  return (
    <SelectField label="Status" required {...props}>
      {statuses.map((status) => (
        <option key={status} value={status}>
          {humanise(status)}
        </option>
      ))}
    </SelectField>
  );
}
