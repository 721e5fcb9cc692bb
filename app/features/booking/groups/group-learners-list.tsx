import { formatPoundsExact } from "#app/shared/money";
import type { BookingPageGroup } from "../booking-page/booking-page-view";

/**
 * The payer's booking page's 'Learners' (issue 24): everyone on the booking in seat order, each with their seat's
 * price, a learner cancelled out of the group marked so; the group discount when one was given.
 */
export function GroupLearnersList({ group }: { group: BookingPageGroup }) {
  return (
    <>
      <p className="mb-3 text-sm text-slate-700">
        {group.seats} {group.seats === 1 ? "learner" : "learners"} on this booking. Each learner gets their own booking
        page, with the joining instructions, by e-mail.
      </p>
      <ol className="divide-y divide-slate-200 border-y border-slate-200 text-sm" aria-label="Learners on this booking">
        {group.learners.map((learner) => (
          <li key={learner.position} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
            <span>
              <span className="font-semibold text-slate-900">
                {learner.position}. {learner.fullName}
              </span>{" "}
              <span className="break-all text-slate-600">{learner.email}</span>
            </span>
            <span className="text-slate-900">
              {learner.released ? "Cancelled" : formatPoundsExact(learner.seatPrice)}
            </span>
          </li>
        ))}
      </ol>
      {group.discount && (
        <p className="mt-3 text-sm text-slate-700">
          Group discount of {group.discount.percent}% on each place: {formatPoundsExact(group.discount.amount)} off in
          all.
        </p>
      )}
    </>
  );
}
