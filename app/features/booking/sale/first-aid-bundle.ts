// The first-aid bundle's rules (issue 23, decision 026): which EFAW date may be booked with a course, and what each
// of the two bookings asks now. Pure, so the server and the tests read the same rules.
import { amountDueNow, computePaymentOptions, type PaymentType } from "./payment-rules";

export const FIRST_AID_BUNDLE_MESSAGES = {
  notNeeded: "This course does not need a first aid certificate: there is no first aid course to book with it.",
  meets: "Your first aid certificate meets this course's rule: there is no need to book a first aid course with it.",
  notFirstAid: "The chosen first aid date is not one of our Emergency First Aid at Work dates.",
  cancelled: "The chosen first aid date has been cancelled. Please choose another.",
  started: "The chosen first aid date has already started. Please choose another.",
  tooLate: "The chosen first aid course does not finish before your course starts. Please choose another date.",
  full: "The first aid date you chose is fully booked. Please choose another.",
} as const;

/** What the server knows of the EFAW date the request names, read under its lock. */
export type FirstAidDateFacts = {
  /** Whether the date's course is the academy's first aid course (the one the first-aid step lists). */
  isFirstAidCourse: boolean;
  status: string;
  startDate: string;
  lastDay: string;
};

/**
 * Why this EFAW date cannot be booked with the course, or undefined when it can: the same dates the first-aid step
 * lists (firstAidDatesBefore), checked again under the lock. `full` is a 409, the rest a 400.
 */
export function firstAidBundleRefusal(
  date: FirstAidDateFacts | undefined,
  courseFirstDay: string,
  today: string,
): { status: 400 | 409; message: string } | undefined {
  const refuse = (message: string, status: 400 | 409 = 400) => ({ status, message });
  if (!date || !date.isFirstAidCourse) return refuse(FIRST_AID_BUNDLE_MESSAGES.notFirstAid);
  if (date.status === "cancelled") return refuse(FIRST_AID_BUNDLE_MESSAGES.cancelled);
  if (date.startDate < today) return refuse(FIRST_AID_BUNDLE_MESSAGES.started);
  if (date.lastDay >= courseFirstDay) return refuse(FIRST_AID_BUNDLE_MESSAGES.tooLate);
  if (date.status !== "active") return refuse(FIRST_AID_BUNDLE_MESSAGES.full, 409);
  return undefined;
}

export type BundleLine = { paymentType: PaymentType; amount: number; price: number };

/**
 * The EFAW booking's payment: the customer's choice where its own rules allow it (a deposit only on a date and price
 * that offer one), else in full.
 */
export function firstAidLine(price: number, startDate: string, chosen: PaymentType, today: string): BundleLine {
  const { options } = computePaymentOptions(price, startDate, today);
  const paymentType = options.includes(chosen) ? chosen : "full";
  return { paymentType, amount: amountDueNow(price, paymentType), price };
}

/** What one card payment for the bundle takes now: each booking's own first payment, added. */
export const bundleTotal = (lines: readonly Pick<BundleLine, "amount">[]) =>
  lines.reduce((sum, line) => sum + line.amount, 0);
