// Erasure on request (issue 23, decision 025): 'Erase this person' on their page asks for the reason (kept in the log)
// and confirms; the server refuses, with its reasons, while a course or money is unfinished. Afterwards the page says
// the person was erased and shows only what the accounts keep.
import UserX from "lucide-react/icons/user-x";
import { AlertDialog } from "radix-ui";
import { useState } from "react";
import { ApiError, apiRequest, userMessage } from "#app/shared/api-client";
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
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[85vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-bold text-brand-900">Erase this person?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">
            Their name, contact details, learner records, enquiries, waiting-list entries and notes are erased for good,
            and their booking links stop working. Bookings and payments keep only their figures, as the accounts
            require. This cannot be undone.
          </AlertDialog.Description>
          <form
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
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel asChild>
                <Button variant="outline" disabled={erase.isPending}>
                  Keep their details
                </Button>
              </AlertDialog.Cancel>
              <Button type="submit" variant="destructive" disabled={erase.isPending}>
                {erase.isPending ? "Erasing..." : "Erase this person"}
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
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
