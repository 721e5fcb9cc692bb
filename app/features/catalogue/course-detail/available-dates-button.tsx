import CalendarDays from "lucide-react/icons/calendar-days";
import { lazy, Suspense, useState } from "react";
import { Button } from "~/shared/ui/button";
import type { AvailableDatesDialogProps } from "./available-dates-dialog";

// The dialog (and Radix Dialog with it) loads on the first click, not with the page.
const AvailableDatesDialog = lazy(() =>
  import("./available-dates-dialog").then((module) => ({ default: module.AvailableDatesDialog })),
);

type Props = Omit<AvailableDatesDialogProps, "open" | "onOpenChange">;

/** The hero's 'View Available Dates' button and the dialog it opens, kept mounted once loaded. */
export function AvailableDatesButton(props: Props) {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const show = () => {
    setEverOpened(true);
    setOpen(true);
  };
  return (
    <>
      <Button variant="accent" size="lg" className="w-full" aria-haspopup="dialog" aria-expanded={open} onClick={show}>
        <CalendarDays aria-hidden="true" className="size-5" />
        View Available Dates
      </Button>
      {everOpened && (
        <Suspense fallback={null}>
          <AvailableDatesDialog {...props} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
