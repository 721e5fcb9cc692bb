// Erasure on request (issue 23, decision 025): 'Erase this person' on their page asks for the reason (kept in the log)
// and confirms; the server refuses, with its reasons, while a course or money is unfinished. Afterwards the page says
// the person was erased and shows only what the accounts keep.
import UserX from "lucide-react/icons/user-x";
import { AlertDialog } from "radix-ui";
import { useState } from "react";
import { ApiError, apiRequest, userMessage } from "#app/shared/api-client";
import { AlertDialogActions, AlertDialogCard } from "#app/shared/staff/confirm-dialog";
import { adminKeys } from "#app/shared/staff/query-client";
import { useAdminMutation } from "#app/shared/staff/use-admin-mutation";
import { Button } from "#app/shared/ui/button";
import { TextField } from "#app/shared/ui/form-field";
import { ErasePersonSchema, type ErasePersonInput } from "../schema";

export function ErasePersonButton({ personId }: { personId: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const erase = useAdminMutation<ErasePersonInput>({
    mutationFn: (input) => apiRequest("POST", `/api/admin/people/${personId}/erase`, input),
    invalidates: [["admin", "person", personId], ["admin", "audit"], ["admin", "notes"], adminKeys.bookings],
    failureMessage: "The person was not erased",
    success: { title: "Person erased", description: "Their personal details are gone; the accounts keep the figures." },
  });
  const serverFieldError = erase.error instanceof ApiError ? erase.error.fieldErrors?.reason?.[0] : undefined;
  const submit = async () => {
    const parsed = ErasePersonSchema.safeParse({ reason });
    setFieldError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) return;
    try {
      await erase.mutateAsync(parsed.data);
      setOpen(false);
    } catch {
      // Toasted by the mutation and said in the dialog; it stays open.
    }
  };
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (erase.isPending) return;
        setOpen(next);
        if (next) {
          setReason("");
          setFieldError(undefined);
          erase.reset();
        }
      }}
    >
      <AlertDialog.Trigger asChild>
        <Button variant="outline" className="text-red-800">
          <UserX aria-hidden="true" className="size-4" />
          Erase this person
        </Button>
      </AlertDialog.Trigger>
      <AlertDialogCard title="Erase this person?">
        <AlertDialog.Description className="mt-2 text-sm text-slate-700">
          Their name, contact details, learner records, enquiries, waiting-list entries and notes are erased for good,
          and their booking links stop working. Bookings and payments keep only their figures, as the accounts require.
          This cannot be undone.
        </AlertDialog.Description>
        <form
          method="post"
          noValidate
          className="mt-4 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <TextField
            label="Reason"
            required
            autoComplete="off"
            hint="Kept in the log, e.g. 'Asked by e-mail on 29 November'."
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={fieldError ?? serverFieldError}
          />
          {erase.isError && !serverFieldError && (
            <p role="alert" className="text-sm text-red-700">
              {userMessage(erase.error, "The person was not erased.")}
            </p>
          )}
          <AlertDialogActions cancelLabel="Keep their details" busy={erase.isPending}>
            <Button type="submit" variant="destructive" disabled={erase.isPending}>
              {erase.isPending ? "Erasing..." : "Erase this person"}
            </Button>
          </AlertDialogActions>
        </form>
      </AlertDialogCard>
    </AlertDialog.Root>
  );
}

/** What the page says instead of their contact details once they are erased. */
export function ErasedNotice() {
  return (
    <p role="status" className="rounded-md border border-slate-300 bg-slate-50 p-3 text-sm text-slate-900">
      <span className="font-semibold">This person was erased.</span> Their personal details are gone; the bookings and
      payments below keep only the figures the accounts require.
    </p>
  );
}
