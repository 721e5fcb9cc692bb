import type { ReactNode } from "react";
import { ModalDialog } from "#app/shared/ui/modal-dialog";

/** One line of the dialog, worked out by the page (available-dates-button.tsx), so this file needs none of its code. */
export type AvailableDateRow = {
  key: string;
  when: string;
  where: string;
  deposit: boolean;
  price: string;
  book: ReactNode;
};

export type AvailableDatesDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  courseTitle: string;
  rows: AvailableDateRow[];
};

/**
 * The hero's 'Available Dates' dialog (SPEC §2): every upcoming date, with the deposit where it applies. Loaded on
 * the first click with Radix Dialog, not with the page (decision 006).
 */
export function AvailableDatesDialog({ courseTitle, rows, ...dialog }: AvailableDatesDialogProps) {
  return (
    <ModalDialog {...dialog} title="Available Dates" description={courseTitle} className="max-w-xl">
      {rows.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 p-6 text-center">
          <p className="font-semibold text-brand-900">No Available Dates</p>
          <p className="mt-1 text-sm text-slate-700">There are currently no available dates for this course.</p>
        </div>
      ) : (
        <ul className="divide-y divide-slate-200" aria-label="Upcoming dates">
          {rows.map((row) => (
            <li key={row.key} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="text-sm">
                <p className="text-base font-semibold text-brand-900">{row.when}</p>
                <p className="text-slate-700">{row.where}</p>
                {row.deposit && <p className="font-medium text-brand-800">£100 deposit required</p>}
              </div>
              <div className="flex items-center justify-between gap-4 sm:justify-end">
                <p className="text-lg font-bold text-brand-800">{row.price}</p>
                {row.book}
              </div>
            </li>
          ))}
        </ul>
      )}
    </ModalDialog>
  );
}
