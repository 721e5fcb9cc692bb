// 'Cancel date' (issue 21, M8): its own action on each row of Schedules and Available Dates and on the date's page.
// The dialog says who is on the date and what each will be told (GET …/cancel) before staff confirm; confirming
// cancels it (POST …/cancel), and the sweeps e-mail everyone within a minute.
import { useQuery } from "@tanstack/react-query";
import CalendarX from "lucide-react/icons/calendar-x";
import { AlertDialog } from "radix-ui";
import { useState } from "react";
import { apiGet, apiRequest } from "#app/shared/api-client";
import { Button } from "#app/shared/ui/button";
import { AlertDialogActions, AlertDialogCard } from "#app/shared/staff/confirm-dialog";
import { adminKeys } from "#app/shared/staff/query-client";
import { useAdminMutation } from "#app/shared/staff/use-admin-mutation";
import type { CancelDateImpact } from "#app/features/booking/changes/run-change-schema";
import { TitledSection } from "#app/shared/staff/record-sections";

/** A date as the staff pages name it: /admin/dates/{instance|date}/{id}. */
export type CancelDateKey = { kind: "instance" | "date"; id: string };

const cancelPath = (key: CancelDateKey) => `/api/admin/dates/${key.kind}/${key.id}/cancel`;

/** `name` says which date, e.g. 'SIA Door Supervisor on 7 December 2026'; `look`: a row's icon or a page's button. */
export function CancelDateButton({
  dateKey,
  name,
  look = "icon",
}: {
  dateKey: CancelDateKey;
  name: string;
  look?: "icon" | "button";
}) {
  const [open, setOpen] = useState(false);
  const path = cancelPath(dateKey);
  const impact = useQuery({
    queryKey: ["admin", "cancel-date", path],
    queryFn: () => apiGet<CancelDateImpact>(path),
    enabled: open,
    // Asked afresh each time the dialog opens: someone may have booked since.
    staleTime: 0,
  });
  const cancel = useAdminMutation({
    mutationFn: () => apiRequest<CancelDateImpact>("POST", path, { confirm: true }),
    invalidates: [
      adminKeys.instances,
      adminKeys.dates,
      adminKeys.bookings,
      ["admin", "roster"],
      ["admin", "cancel-date"],
      ["admin", "audit"],
    ],
    failureMessage: "The date was not cancelled",
    success: { title: "Date cancelled", description: "Everyone booked is e-mailed within a minute." },
  });
  const label = `Cancel date: ${name}`;
  const ready = impact.isSuccess && !impact.data.cancelled;
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
      <AlertDialog.Trigger asChild>
        {look === "icon" ? (
          <Button variant="ghost" size="icon" aria-label={label} title={label} className="text-red-700">
            <CalendarX aria-hidden="true" className="size-4" />
          </Button>
        ) : (
          <Button variant="outline" className="text-red-800">
            <CalendarX aria-hidden="true" className="size-4" />
            Cancel date
          </Button>
        )}
      </AlertDialog.Trigger>
      <AlertDialogCard title="Cancel this date?">
        <AlertDialog.Description className="mt-1 text-sm text-slate-700">{name}</AlertDialog.Description>
        <div className="mt-3 text-sm text-slate-800" aria-live="polite">
          {impact.isPending ? (
            <p>Working out who is on this date…</p>
          ) : impact.isError ? (
            <p role="alert" className="text-red-700">
              Could not work out who is on this date. Close and try again.
            </p>
          ) : impact.data.cancelled ? (
            <p>This date is already cancelled.</p>
          ) : (
            <ul className="list-disc space-y-1 pl-5">
              {impact.data.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </div>
        <AlertDialogActions cancelLabel="Keep the date" busy={cancel.isPending} className="mt-6">
          <Button
            variant="destructive"
            disabled={!ready || cancel.isPending}
            onClick={async () => {
              try {
                await cancel.mutateAsync();
                setOpen(false);
              } catch {
                // Toasted by the mutation; the dialog stays for another try.
              }
            }}
          >
            {cancel.isPending ? "Cancelling..." : "Cancel date"}
          </Button>
        </AlertDialogActions>
      </AlertDialogCard>
    </AlertDialog.Root>
  );
}

/** The date's page (/admin/dates/…): 'Cancel date', or that it is cancelled. */
export function CancelDateSection({ dateKey, name }: { dateKey: CancelDateKey; name: string }) {
  const path = cancelPath(dateKey);
  const impact = useQuery({
    queryKey: ["admin", "cancel-date", path],
    queryFn: () => apiGet<CancelDateImpact>(path),
  });
  if (!impact.isSuccess) return null;
  return (
    <TitledSection look="page" title="Cancel this date">
      {impact.data.cancelled ? (
        <p className="text-sm text-slate-700">
          This date is cancelled: everyone booked was offered a new date or a full refund.
        </p>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-600">
            Everyone booked is told and offered a new date or a full refund; the waiting list is told and closed. You
            see who first.
          </p>
          <CancelDateButton dateKey={dateKey} name={name} look="button" />
        </>
      )}
    </TitledSection>
  );
}
