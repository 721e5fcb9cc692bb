import Trash2 from "lucide-react/icons/trash";
import { AlertDialog } from "radix-ui";
import { useState, type ReactNode } from "react";
import { Button } from "#app/shared/ui/button";
import { cn } from "#app/shared/ui/cn";

/**
 * A delete button that asks first (SPEC §2: deletes are confirmed). The
 * dialog stays open while the request runs and closes when it settles; a
 * failure is toasted by the mutation.
 */
export function ConfirmDelete({
  label,
  title,
  description,
  confirmLabel = "Delete",
  onConfirm,
  trigger,
}: {
  /** Accessible name of the trigger, e.g. 'Delete SIA Door Supervisor'. */
  label: string;
  title: string;
  description: ReactNode;
  confirmLabel?: string;
  onConfirm: () => Promise<unknown>;
  trigger?: ReactNode;
}) {
  return (
    <ConfirmDialog
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      busyLabel="Deleting..."
      onConfirm={onConfirm}
      trigger={
        trigger ?? (
          <Button variant="ghost" size="icon" aria-label={label} title={label} className="text-red-700">
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        )
      }
    />
  );
}

export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  busyLabel = "Working...",
  cancelLabel = "Cancel",
  destructive = true,
  onConfirm,
  trigger,
}: {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
  onConfirm: () => Promise<unknown>;
  trigger: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } catch {
      // The mutation has already told the user.
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialogCard title={title}>
        <AlertDialog.Description className="mt-2 text-sm text-slate-700">{description}</AlertDialog.Description>
        <AlertDialogActions cancelLabel={cancelLabel} busy={busy} className="mt-6">
          <Button variant={destructive ? "destructive" : "primary"} disabled={busy} onClick={() => void confirm()}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </AlertDialogActions>
      </AlertDialogCard>
    </AlertDialog.Root>
  );
}

/** A confirming dialog's card over the dimmed page: its title, then `children`; it scrolls when taller than the screen. */
export function AlertDialogCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AlertDialog.Portal>
      <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
      <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[85vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none">
        <AlertDialog.Title className="text-lg font-bold text-brand-900">{title}</AlertDialog.Title>
        {children}
      </AlertDialog.Content>
    </AlertDialog.Portal>
  );
}

/**
 * The dialog's answers: `cancelLabel` closes it, `children` is the confirming button; stacked on a phone with the
 * confirming button on top. Closing waits while `busy`.
 */
export function AlertDialogActions({
  cancelLabel,
  busy,
  className,
  children,
}: {
  cancelLabel: string;
  busy: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}>
      <AlertDialog.Cancel asChild>
        <Button variant="outline" disabled={busy}>
          {cancelLabel}
        </Button>
      </AlertDialog.Cancel>
      {children}
    </div>
  );
}
