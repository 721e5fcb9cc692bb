import type { ReactNode } from "react";
import { Dialog, DialogContent } from "./dialog";
import { useReturnFocus } from "./use-return-focus";

export type ModalDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A dialog opened by state rather than by a Radix trigger; focus goes back to whatever opened it. */
export function ModalDialog({ open, onOpenChange, title, description, className, children }: ModalDialogProps) {
  useReturnFocus(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description} className={className}>
        {children}
      </DialogContent>
    </Dialog>
  );
}
