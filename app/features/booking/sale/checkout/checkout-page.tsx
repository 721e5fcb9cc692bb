import ArrowLeft from "lucide-react/icons/arrow-left";
import { Link } from "react-router";
import { checkoutPayment } from "../booking-flow";
import type { BookingData } from "../booking-storage";
import { computePaymentOptions } from "../payment-rules";
import { CheckoutForm } from "./checkout-form";
import { CheckoutSummary } from "./checkout-summary";

export function CheckoutPage({ booking, today }: { booking: BookingData; today: string }) {
  const { price, date } = booking.selectedDate;
  const payment = checkoutPayment(price, date, today);
  // The checkout applies the deposit itself, so the message is the one for the type it charges.
  const { message } = computePaymentOptions(price, date, today);
  return (
    <CheckoutShell>
      {/* The summary comes first, so a phone shows what is being booked before the form. */}
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="lg:col-start-2 lg:row-start-1">
          <CheckoutSummary booking={booking} payment={payment} paymentMessage={message} />
        </div>
        <div className="rounded-xl border border-slate-200 p-6 shadow-sm lg:col-start-1 lg:row-start-1">
          <CheckoutForm booking={booking} payment={payment} />
        </div>
      </div>
    </CheckoutShell>
  );
}

/** Heading and back link, shared with the loading state. */
export function CheckoutShell({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <Link
        to="/courses"
        className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Courses
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900">Complete Your Booking</h1>
      <p className="mt-2 text-slate-700">Enter your details, then pay securely by card to reserve your place.</p>
      <div className="mt-8">{children}</div>
    </div>
  );
}
