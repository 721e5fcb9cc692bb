import ArrowLeft from "lucide-react/icons/arrow-left";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { BookingInfo } from "#app/features/booking/sale/booking-storage";
import { Skeleton } from "#app/shared/ui/skeleton";
import { CardForm } from "./card-form";
import type { PaymentIntentResponse } from "./payment-client";
import { PaymentSummary } from "./payment-summary";
import { TestCardForm } from "./test-card-form";
import { useFinishPayment } from "./use-finish-payment";

export function PaymentPage({ info, intent }: { info: BookingInfo; intent: PaymentIntentResponse }) {
  const finish = useFinishPayment(info.accessToken);
  return (
    <PaymentShell>
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="lg:col-start-2 lg:row-start-1">
          <PaymentSummary info={info} intent={intent} />
        </div>
        <section
          aria-labelledby="payment-details-heading"
          className="rounded-xl border border-slate-200 p-6 shadow-sm lg:col-start-1 lg:row-start-1"
        >
          <h2 id="payment-details-heading" className="mb-5 text-lg font-bold text-brand-900">
            Payment Details
          </h2>
          <CardForm
            intent={intent}
            onPaid={finish}
            fallback={<CardFormSkeleton />}
            TestForm={TestCardForm}
            returnTo={{ to: "success-page", token: info.accessToken }}
          />
        </section>
      </div>
    </PaymentShell>
  );
}

/** Heading and back link, shared with the loading state. */
export function PaymentShell({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <Link
        to="/checkout"
        className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Checkout
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900">Complete Your Payment</h1>
      <p className="mt-2 text-slate-700">Your place is held while you pay. Pay by card to confirm your booking.</p>
      <div className="mt-8">{children}</div>
    </div>
  );
}

function CardFormSkeleton() {
  return (
    <div role="status" aria-label="Loading the payment form" className="space-y-4">
      <Skeleton className="h-11 w-full" />
      <div className="grid grid-cols-2 gap-4">
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
      </div>
      <Skeleton className="h-12 w-full" />
    </div>
  );
}

export function PaymentSkeleton() {
  return (
    <PaymentShell>
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="rounded-xl border border-slate-200 p-6">
          <CardFormSkeleton />
        </div>
        <div aria-hidden="true" className="rounded-xl border border-slate-200 p-6">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="mt-4 h-4 w-full" />
          <Skeleton className="mt-2 h-4 w-5/6" />
          <Skeleton className="mt-6 h-8 w-1/2" />
        </div>
      </div>
    </PaymentShell>
  );
}
