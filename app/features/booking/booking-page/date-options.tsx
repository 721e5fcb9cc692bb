// A list of course dates to choose one from, as radio buttons: for changing date and for a free retake.
import { formatDate } from "#app/shared/dates";

type DateOption = { id: string; startDate: string; location: string };

export function DateOptions<Option extends DateOption>({
  name,
  options,
  chosen,
  onChoose,
  note,
}: {
  name: string;
  options: Option[];
  chosen: Option | undefined;
  onChoose(option: Option): void;
  /** A line under the place, e.g. what the choice does to the money. */
  note?: (option: Option) => string;
}) {
  return (
    <ul className="space-y-2">
      {options.map((option) => (
        <li key={option.id}>
          <label className="flex cursor-pointer gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={chosen?.id === option.id}
              onChange={() => onChoose(option)}
              className="mt-1"
            />
            <span>
              <span className="block font-semibold text-slate-900">{formatDate(option.startDate)}</span>
              <span className="block text-slate-700">
                {option.location}.{note ? ` ${note(option)}.` : ""}
              </span>
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}
