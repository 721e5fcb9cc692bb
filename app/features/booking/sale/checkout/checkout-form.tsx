import { goToPaymentPage } from "../go-to-payment";
import { ApiError, userMessage } from "#app/shared/api-client";
import { formatPounds } from "#app/shared/money";
import { Button } from "#app/shared/ui/button";
import { toast } from "#app/shared/ui/toast-store";
import { createBooking, saveBookingLead } from "../booking-api-client";
import { BookingDetailsFields, EMPTY_DETAILS, type DetailsFormValues } from "../booking-details-fields";
import {
  bookingInfoFrom,
  bookingRequestFor,
  DETAILS_FIELDS,
  leadRequestFor,
  STORAGE_BLOCKED_MESSAGE,
  type CheckoutPayment,
} from "../booking-flow";
import { writeBookingInfo, type BookingData } from "../booking-storage";
import type { BookingDetails } from "../../schema";
import { lazyResolver } from "#app/shared/lazy-resolver";
import { useLightForm } from "#app/shared/use-light-form";

// zod and the schema download on the first submit, not with the page (decision 006).
const resolver = lazyResolver<DetailsFormValues, BookingDetails>(() =>
  import("./checkout-resolver").then((module) => module.checkoutResolver),
);

/**
 * /checkout's form (SPEC §4 checkout flow): the lead is recorded, the booking
 * created with the deposit applied when allowed, `bookingInfo` saved, then /payment.
 */
export function CheckoutForm({ booking, payment }: { booking: BookingData; payment: CheckoutPayment }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useLightForm<DetailsFormValues, BookingDetails>({ resolver, defaultValues: EMPTY_DETAILS });
  const { course, selectedDate } = booking;
  const date = {
    id: selectedDate.id,
    kind: "available-date" as const,
    date: selectedDate.date,
    location: selectedDate.location,
    price: selectedDate.price,
  };

  const submit = handleSubmit(async (details) => {
    let leadId: string | undefined;
    try {
      ({ leadId } = await saveBookingLead(leadRequestFor(course.id, date.id, details)));
    } catch {
      // The lead is for following up; the booking below reports any real problem.
    }
    try {
      const created = await createBooking(
        bookingRequestFor({ courseId: course.id, date, details, paymentType: payment.paymentType, leadId }),
      );
      const info = bookingInfoFrom(created, {
        course,
        date,
        details,
      });
      if (!writeBookingInfo(info)) {
        toast({ title: "Booking Failed", description: STORAGE_BLOCKED_MESSAGE, variant: "destructive" });
        return;
      }
    } catch (error) {
      toast({
        title: "Booking Failed",
        description: userMessage(error, "Failed to create booking. Please try again."),
        variant: "destructive",
      });
      if (error instanceof ApiError && error.fieldErrors) {
        // Only a refused form needs this: loaded then, not with the page.
        const { applyFieldErrors } = await import("#app/shared/form-errors");
        applyFieldErrors(error, setError, DETAILS_FIELDS, { prefix: "userDetails." });
      }
      return;
    }
    // Awaited so the button reads 'Processing...' until the payment page is ready.
    goToPaymentPage();
  });

  // POST: a submit before the scripts have run must not put the person's details in an address (logs, history).
  return (
    <form method="post" noValidate onSubmit={submit} aria-labelledby="details-heading" className="space-y-5">
      <h2 id="details-heading" className="text-lg font-bold text-brand-900">
        Your Details
      </h2>
      <p className="text-sm text-slate-600">
        Fields marked <span className="text-red-700">*</span> are required.
      </p>
      <BookingDetailsFields register={register} errors={errors} />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Processing..." : `Proceed to Payment - ${formatPounds(payment.amountNow)}`}
      </Button>
    </form>
  );
}
