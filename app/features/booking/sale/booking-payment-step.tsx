import { goToPaymentPage } from "./go-to-payment";
import ArrowLeft from "lucide-react/icons/arrow-left";
import Info from "lucide-react/icons/info";
import { lazy, Suspense, useEffect, useId, useState } from "react";
import { apiGet, userMessage } from "#app/shared/api-client";
import { londonToday } from "#app/shared/dates";
import { formatPounds, formatPoundsExact } from "#app/shared/money";
import { Button } from "#app/shared/ui/button";
import { toast } from "#app/shared/ui/toast-store";
import { createBooking } from "./booking-api-client";
import type { BookingDialogCourse, PreselectedDate } from "./booking-selection";
import { BookingDateSummary } from "./booking-date-summary";
import { bookingInfoFrom, bookingRequestFor, STORAGE_BLOCKED_MESSAGE, type LearnerAnswers } from "./booking-flow";
import { writeBookingInfo, type BookingInfo } from "./booking-storage";
import { paymentChoicesFor } from "./payment-choices";
import type { PaymentType } from "./payment-rules";
import type { BookingDetails } from "../schema";
import { StepHeading } from "./step-heading";
import type { FirstAidDate } from "#app/features/catalogue/first-aid-dates.server";
import { formatDateSpan } from "#app/shared/date-span";
import type { GroupLearner } from "../schema";
import type { GroupPrice } from "../groups/group-pricing";
import { groupBookingRequest, groupPaymentChoices, groupSummaryRows } from "../groups/group-booking";
import { GroupPriceSummary } from "../groups/group-price-summary";
import type { OnAccount } from "#app/features/accounts/on-account";
import { bookingSuccessPath } from "./booking-success-path";

// 'Pay by invoice' (issue 24) loads only for a visitor signed in to a business account.
const InvoiceChoice = lazy(() => import("./invoice-choice").then((module) => ({ default: module.InvoiceChoice })));

/** Whether the visitor is signed in as a business account's contact; nothing (no offer) if the question fails. */
function useOnAccount(): OnAccount | null {
  const [account, setAccount] = useState<OnAccount | null>(null);
  useEffect(() => {
    let current = true;
    apiGet<OnAccount>("/api/business-accounts/session").then(
      (answer) => current && setAccount(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return account;
}

type Props = {
  course: Pick<BookingDialogCourse, "id" | "slug" | "title" | "price">;
  date: PreselectedDate;
  details: BookingDetails;
  leadId?: string;
  /** The first aid declaration and reminders consent, sent with the booking (issue 23). */
  learner?: LearnerAnswers;
  /** An EFAW date booked with the course in the same payment (decision 026). */
  firstAidDate?: Pick<FirstAidDate, "id" | "kind" | "date" | "lastDay" | "location" | "price">;
  /** Two or more learners (issue 24): each one's name and e-mail, and the group's price. */
  group?: { learners: GroupLearner[]; price: GroupPrice };
  onBack(): void;
  /** The back button's words: the step it returns to. */
  backLabel?: string;
  /** Called once the booking exists and is saved, just before going to /payment: close the dialog. */
  onBooked(info: BookingInfo): void;
  focusHeading: boolean;
};

/**
 * Step 3 of the booking dialog (SPEC §4, §9): deposit or full payment.
 * Choosing one creates the booking (holding the seat), saves `bookingInfo`
 * and goes to /payment.
 */
export function BookingPaymentStep({
  course,
  date,
  details,
  leadId,
  learner,
  firstAidDate,
  group,
  onBack,
  backLabel = "Back to Details",
  onBooked,
  focusHeading,
}: Props) {
  const idPrefix = useId();
  const [pending, setPending] = useState<PaymentType | "invoice" | null>(null);
  const account = useOnAccount();
  // Why the booking was not made, beside the choices (issue 21, L10), as well as in the toast that fades.
  const [failure, setFailure] = useState<string | null>(null);
  const offered = paymentChoicesFor(date.price, date.date, londonToday());
  const { message } = offered;
  const choices = group ? groupPaymentChoices(offered.choices, group.price) : offered.choices;
  // A group's amounts have pennies once discounted.
  const money = group ? formatPoundsExact : formatPounds;

  const choose = async (paymentType: PaymentType | "invoice", purchaseOrder?: string) => {
    setPending(paymentType);
    setFailure(null);
    try {
      const onInvoice = paymentType === "invoice";
      const request = {
        ...bookingRequestFor({
          courseId: course.id,
          date,
          details,
          paymentType: onInvoice ? "full" : paymentType,
          leadId,
        }),
        ...(learner?.firstAid && { firstAid: learner.firstAid }),
        ...(learner?.remindersConsent && { remindersConsent: true }),
        ...(firstAidDate && { firstAidBundle: { kind: firstAidDate.kind, id: firstAidDate.id } }),
        // On account (issue 24): the full price, confirmed at once; the success page names the invoice.
        ...(onInvoice && { paymentType: "invoice" as const, ...(purchaseOrder && { purchaseOrder }) }),
      };
      const created = await createBooking(group ? groupBookingRequest(request, group) : request);
      if (onInvoice) {
        window.location.assign(bookingSuccessPath(created.accessToken));
        return;
      }
      const info = bookingInfoFrom(created, {
        course: { id: course.id, slug: course.slug, title: course.title, price: course.price },
        date: { id: date.id, kind: date.kind, date: date.date, location: date.location, price: date.price },
        details,
      });
      if (!writeBookingInfo(info)) {
        setFailure(STORAGE_BLOCKED_MESSAGE);
        toast({ title: "Booking Failed", description: STORAGE_BLOCKED_MESSAGE, variant: "destructive" });
        setPending(null);
        return;
      }
      onBooked(info);
      goToPaymentPage();
    } catch (error) {
      setFailure(userMessage(error, "Please try again later."));
      toast({
        title: "Booking Failed",
        description: userMessage(error, "Please try again later."),
        variant: "destructive",
      });
      setPending(null);
    }
  };

  return (
    <div>
      <StepHeading focusOnMount={focusHeading}>Payment Options</StepHeading>
      <BookingDateSummary courseTitle={course.title} date={date} />
      <p className="mt-4 flex gap-2 rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm text-brand-900">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {message}
      </p>
      {group && <GroupPriceSummary rows={groupSummaryRows(group.price)} />}
      {firstAidDate && (
        <p className="mt-4 rounded-lg border border-slate-200 p-3 text-sm text-slate-800">
          Emergency First Aid at Work on {formatDateSpan(firstAidDate.date, firstAidDate.lastDay)},{" "}
          {firstAidDate.location} ({formatPounds(firstAidDate.price)}) is booked too, in the same payment: the payment
          page shows both and the total. They are two bookings, so cancelling one does not cancel the other.
        </p>
      )}
      {failure && (
        <div
          id={`${idPrefix}-failure`}
          role="alert"
          className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900"
        >
          <p className="font-semibold">Booking Failed</p>
          <p className="mt-1">{failure}</p>
        </div>
      )}
      <ul
        className="mt-4 space-y-3"
        aria-label="How would you like to pay?"
        aria-describedby={failure ? `${idPrefix}-failure` : undefined}
      >
        {choices.map((choice) => (
          <li key={choice.type} className="rounded-lg border border-slate-300 p-4">
            <Button
              className="w-full"
              variant={choice.type === "deposit" ? "primary" : choices.length > 1 ? "outline" : "primary"}
              disabled={pending !== null}
              aria-describedby={`${idPrefix}-${choice.type}`}
              onClick={() => void choose(choice.type)}
            >
              {pending === choice.type ? "Processing..." : choice.label}
            </Button>
            <p id={`${idPrefix}-${choice.type}`} className="mt-2 text-center text-sm text-slate-600">
              {choice.balance > 0
                ? `${money(choice.amount)} now. Remaining balance of ${money(choice.balance)} due 7 days before the course starts.`
                : `${money(choice.amount)} now. Nothing more to pay.`}
            </p>
          </li>
        ))}
        {account?.signedIn && !firstAidDate && (
          <Suspense fallback={null}>
            <InvoiceChoice
              account={account}
              total={group ? group.price.total : date.price}
              pending={pending === "invoice"}
              disabled={pending !== null}
              onChoose={(purchaseOrder) => void choose("invoice", purchaseOrder)}
            />
          </Suspense>
        )}
      </ul>
      <Button className="mt-6" variant="outline" onClick={onBack} disabled={pending !== null}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {backLabel}
      </Button>
    </div>
  );
}
