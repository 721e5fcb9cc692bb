// The dialog's payment step (SPEC §4, §9): which buttons it shows and what each charges now.
import { formatPounds } from "#app/shared/money";
import {
  amountDueNow,
  computePaymentOptions,
  DEPOSIT_PENCE,
  type PaymentOptions,
  type PaymentType,
} from "./payment-rules";

export type PaymentChoice = {
  type: PaymentType;
  label: string;
  /** Charged now, in pence. */
  amount: number;
  /** Left to pay before the course, in pence. */
  balance: number;
};

export function paymentChoicesFor(
  price: number,
  startDate: string,
  today: string,
): Pick<PaymentOptions, "reason" | "message"> & { choices: PaymentChoice[] } {
  const { options, reason, message } = computePaymentOptions(price, startDate, today);
  const choices = options.map((type): PaymentChoice => {
    const amount = amountDueNow(price, type);
    return {
      type,
      label:
        type === "deposit" ? `Pay ${formatPounds(DEPOSIT_PENCE)} Deposit` : `Pay Full Amount - ${formatPounds(price)}`,
      amount,
      balance: price - amount,
    };
  });
  return { reason, message, choices };
}
