// The multi-step booking dialog (SPEC §4): dates → details → payment.
// Placeholder interface: the home-page work fills in the dates step; the
// booking work completes the details and payment steps.
import { Dialog, DialogContent } from "~/shared/ui/dialog";

export type BookingDialogCourse = {
  id: string;
  slug: string;
  title: string;
  price: number;
  prerequisites: string[];
};

/** A date chosen before the dialog opens (from an instance on the course page). */
export type PreselectedDate = {
  id: string;
  kind: "instance" | "available-date";
  date: string;
  location: string;
  /** Price of this date in pence (the instance's, else the course's). */
  price: number;
};

export type BookingDialogProps = {
  course: BookingDialogCourse;
  open: boolean;
  onOpenChange(open: boolean): void;
  preselected?: PreselectedDate;
};

export function BookingDialog({ course, open, onOpenChange }: BookingDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={`Book ${course.title}`}>
        <p>Online booking opens soon.</p>
      </DialogContent>
    </Dialog>
  );
}
