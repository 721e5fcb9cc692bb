import { lazy, Suspense, useState } from "react";
import type { BookingDialogProps } from "./booking-dialog";

// The dialog's forms (react-hook-form, zod, the payment steps) load when a
// visitor first chooses Book Now, not with the page.
const BookingDialog = lazy(() => import("./booking-dialog").then((module) => ({ default: module.BookingDialog })));

/** BookingDialog, loaded on first open and kept mounted after, so closing still animates and returns focus. */
export function LazyBookingDialog(props: BookingDialogProps) {
  const [everOpened, setEverOpened] = useState(props.open);
  if (props.open && !everOpened) setEverOpened(true);
  if (!props.open && !everOpened) return null;
  return (
    <Suspense fallback={null}>
      <BookingDialog {...props} />
    </Suspense>
  );
}
