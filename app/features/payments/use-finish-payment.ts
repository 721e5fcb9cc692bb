import { useNavigate } from "react-router";
import { bookingSuccessPath } from "#app/features/booking/sale/booking-success-path";
import { clearSavedBooking } from "#app/features/booking/sale/booking-storage";
import { toast, type ToastInput } from "#app/shared/ui/toast-store";

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
