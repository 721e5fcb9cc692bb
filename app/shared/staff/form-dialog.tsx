import { useState, type ReactNode } from "react";
import { Dialog, DialogContent, DialogTrigger } from "#app/shared/ui/dialog";

/**
 * An add or edit dialog opened by its trigger, so focus goes back to that
 * button on close. The form mounts afresh each time it opens.
 */
export function FormDialog({
  title,
  description,
  trigger,
  className = "sm:max-w-2xl",
  children,
}: {
  title: string;
  description?: string;
  trigger: ReactNode;
  className?: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={title} description={description} className={className}>
        {children(() => setOpen(false))}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The add/edit dialog of a list's row: 'Add Venue' with `intro` for a new one, 'Edit Venue' with the row's name
 * (`editing`) for one that exists. `wide` for a long form.
 */
export function RowFormDialog({
  noun,
  editing,
  intro,
  wide,
  trigger,
  children,
}: {
  noun: string;
  editing: string | undefined;
  intro: string;
  wide?: boolean;
  trigger: ReactNode;
  children: (close: () => void) => ReactNode;
}) {
  return (
    <FormDialog
      title={editing === undefined ? `Add ${noun}` : `Edit ${noun}`}
      description={editing ?? intro}
      className={wide ? "sm:max-w-3xl" : undefined}
      trigger={trigger}
    >
      {children}
    </FormDialog>
  );
}
