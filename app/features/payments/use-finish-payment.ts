import { useNavigate } from "react-router";
import { bookingSuccessPath } from "~/features/booking/booking-success-path";
import { clearSavedBooking } from "~/features/booking/booking-storage";
import { toast, type ToastInput } from "~/shared/ui/toast-store";

export type FinishPayment = (message: ToastInput) => Promise<void>;

/** After a payment: tell the visitor, forget the saved booking, show it from the server (SPEC §4). */
export function useFinishPayment(accessToken: string): FinishPayment {
  const navigate = useNavigate();
  return async (message: ToastInput) => {
    toast(message);
    clearSavedBooking();
    await navigate(bookingSuccessPath(accessToken));
  };
}
