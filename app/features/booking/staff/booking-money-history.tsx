// A booking's payments (the ledger) and its timeline, for staff (issue 13).
import type { QueryKey } from "@tanstack/react-query";
import { useState } from "react";
import { formatDate } from "#app/shared/dates";
import { formatPoundsExact } from "#app/shared/money";
import { formatInstantWithTime } from "#app/shared/staff/staff-format";
import { Button } from "#app/shared/ui/button";
import type { AdminBookingFull, AdminPayment } from "./staff-schema";
import { waitsForStaff } from "#app/features/payments/by-hand";
import { RefundPaidBackForm } from "./staff-refund-forms";
import { TitledSection } from "#app/shared/staff/record-sections";

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

function PaymentRow({ payment, invalidates }: { payment: AdminPayment; invalidates: readonly QueryKey[] }) {
  const [marking, setMarking] = useState(false);
  const byHand = waitsForStaff(payment);
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-3 py-2">
      <span className="font-semibold">
        {label(KIND, payment.kind)}: {formatPoundsExact(payment.amount)}
      </span>
      <span className="text-slate-700">
        {byHand ? "To be paid back by hand" : label(payment.kind === "refund" ? REFUND_STATE : STATE, payment.state)}
        {payment.method ? `, ${payment.method}` : byHand ? "" : payment.provider === "test" ? ", test card" : ", card"}
        {", "}
        {/* Money recorded by hand is dated the day it arrived (issue 21, M10). */}
        {payment.receivedOn
          ? formatDate(payment.receivedOn)
          : formatDate(new Date(payment.settledAt ?? payment.createdAt))}
      </span>
      {payment.note && <span className="w-full text-slate-600">{payment.note}</span>}
      {byHand && !marking && (
        <Button size="sm" variant="outline" onClick={() => setMarking(true)}>
          Mark {formatPoundsExact(payment.amount)} paid back
        </Button>
      )}
      {marking && (
        <RefundPaidBackForm
          refundId={payment.id}
          amount={payment.amount}
          invalidates={invalidates}
          onDone={() => setMarking(false)}
        />
      )}
    </li>
  );
}

export function BookingMoneyHistory({
  detail,
  invalidates,
}: {
  detail: AdminBookingFull;
  invalidates: readonly QueryKey[];
}) {
  return (
    <>
      <TitledSection look="detail" title="Payments">
        {detail.payments.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">No payments yet.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm">
            {detail.payments.map((payment) => (
              <PaymentRow key={payment.id} payment={payment} invalidates={invalidates} />
            ))}
          </ul>
        )}
      </TitledSection>
      <TitledSection look="detail" title="Timeline">
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
      </TitledSection>
    </>
  );
}
