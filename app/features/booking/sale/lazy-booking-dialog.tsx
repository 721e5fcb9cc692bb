import { lazyDialog } from "#app/shared/ui/lazy-dialog";
import type { BookingDialogProps } from "./booking-dialog";

// The dialog's forms (react-hook-form, zod, the payment steps) load when a
// visitor first chooses Book Now, not with the page.
export const LazyBookingDialog = lazyDialog<BookingDialogProps>(() =>
  import("./booking-dialog").then((module) => module.BookingDialog),
);
