// A booking's payments (the ledger) and its timeline, for staff (issue 13).
import { useId } from "react";
import { formatDate } from "#app/shared/dates";
import { formatPoundsExact } from "#app/shared/money";
import { formatInstantWithTime } from "#app/shared/staff/staff-format";
import type { AdminBookingFull } from "./staff-schema";

const KIND = {
  deposit: "Deposit",
  full: "Full payment",
  balance: "Balance",
  manual: "Recorded by staff",
  refund: "Refund",
} as const;
const STATE = { succeeded: "Paid", pending: "In progress", failed: "Failed", canceled: "Not completed" } as const;
const REFUND_STATE = { succeeded: "Paid back", pending: "To be paid back", failed: "Failed: retry" } as const;
const label = <T extends Record<string, string>>(table: T, key: string) => table[key as keyof T] ?? key;

export function BookingMoneyHistory({ detail }: { detail: AdminBookingFull }) {
  const id = useId();
  return (
    <>
      <section aria-labelledby={`${id}-payments`}>
        <h3 id={`${id}-payments`} className="font-semibold text-brand-900">
          Payments
        </h3>
        {detail.payments.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">No payments yet.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm">
            {detail.payments.map((payment) => (
              <li key={payment.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-3 py-2">
                <span className="font-semibold">
                  {label(KIND, payment.kind)}: {formatPoundsExact(payment.amount)}
                </span>
                <span className="text-slate-700">
                  {label(payment.kind === "refund" ? REFUND_STATE : STATE, payment.state)}
                  {payment.method ? `, ${payment.method}` : payment.provider === "test" ? ", test card" : ", card"}
                  {", "}
                  {formatDate(new Date(payment.settledAt ?? payment.createdAt))}
                </span>
                {payment.note && <span className="w-full text-slate-600">{payment.note}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={`${id}-timeline`}>
        <h3 id={`${id}-timeline`} className="font-semibold text-brand-900">
          Timeline
        </h3>
        <ol className="mt-2 space-y-2 border-l-2 border-slate-200 pl-4 text-sm">
          {detail.timeline.map((event, index) => (
            <li key={`${event.at}-${index}`}>
              <p className="text-slate-900">{event.text}</p>
              <p className="text-xs text-slate-600">
                {formatInstantWithTime(event.at)} · {event.actor}
              </p>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
