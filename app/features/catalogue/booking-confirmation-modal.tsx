import { useReturnFocus } from "#app/shared/ui/use-return-focus";
import { Dialog } from "#app/shared/ui/dialog";
import { BookingConfirmationDialog } from "./booking-confirmation-dialog";

export type BookingConfirmationModalProps = React.ComponentProps<typeof BookingConfirmationDialog> & {
  open: boolean;
  onOpenChange(open: boolean): void;
};

/** The Booking Confirmation dialog with its own open state; /courses loads it on the first Book Now. */
export default function BookingConfirmationModal({ open, onOpenChange, ...props }: BookingConfirmationModalProps) {
  useReturnFocus(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <BookingConfirmationDialog {...props} />
    </Dialog>
  );
}
