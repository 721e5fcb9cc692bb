// Staff actions on a booking's balance and customer (issue 13): each a small form that opens in the booking's detail.
import type { QueryKey } from "@tanstack/react-query";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { ApiError, apiGet, apiRequest } from "#app/shared/api-client";
import { formatDate, londonToday } from "#app/shared/dates";
import { Button } from "#app/shared/ui/button";
import { SelectField, TextField } from "#app/shared/ui/form-field";
import { useAdminMutation } from "#app/shared/staff/use-admin-mutation";
import type { AdminBookingFull } from "./staff-schema";
import { resultRefusal } from "../changes/retake-rules";
import { balancePaymentRefusal } from "./booking-rules";

type Action = {
  label: string;
  /** The request it sends; `value` is the one field's text, if it has one. */
  request(value: string): Promise<unknown>;
  field?:
    | { name: string; label: string; type: "date" | "text" | "email"; initial: string }
    | { name: string; label: string; type: "select"; initial: string; options: { value: string; label: string }[] };
  done: string;
};

function ActionForm({
  action,
  invalidates,
  onClose,
}: {
  action: Action;
  invalidates: readonly QueryKey[];
  onClose(): void;
}) {
  const [value, setValue] = useState(action.field?.initial ?? "");
  const [error, setError] = useState<string | undefined>();
  const run = useAdminMutation<string>({
    mutationFn: action.request,
    invalidates,
    failureMessage: `Failed: ${action.label}`,
    success: { title: action.done },
  });
  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    try {
      await run.mutateAsync(value);
      onClose();
    } catch (failure) {
      const fieldError =
        failure instanceof ApiError && action.field ? failure.fieldErrors?.[action.field.name]?.[0] : undefined;
      setError(fieldError);
    }
  }
  // The one field, a box or a list, is wired the same way.
  const control = (field: { name: string; label: string }) => ({
    label: field.label,
    name: field.name,
    required: true,
    value,
    error,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setValue(event.target.value),
  });
  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      aria-label={action.label}
      className="space-y-3 rounded-lg border border-slate-200 p-4"
    >
      {action.field?.type === "select" ? (
        <SelectField {...control(action.field)}>
          <option value="">Choose…</option>
          {action.field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      ) : action.field ? (
        <TextField type={action.field.type} {...control(action.field)} />
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={run.isPending}>
          {run.isPending ? "Saving..." : action.label}
        </Button>
      </div>
    </form>
  );
}

type DateOption = {
  kind: "instance" | "available-date";
  id: string;
  startDate: string;
  location: string;
  money: { summary: string };
};

/**
 * Extend the due date, remind now, release the seat (balance owed); move to another date (confirmed); change the
 * customer's e-mail (any live booking).
 */
export function BalanceActions({
  detail,
  invalidates,
}: {
  detail: AdminBookingFull;
  invalidates: readonly QueryKey[];
}) {
  const [open, setOpen] = useState<string | null>(null);
  const path = `/api/admin/bookings/${detail.id}`;
  // The server's own rule (booking-rules.ts): a confirmed booking with a balance, not one paid by invoice (issue 24).
  const owing = !balancePaymentRefusal(detail);
  // Staff may move a confirmed booking to any date of its course with a free seat (issue 14).
  const dates = useQuery({
    queryKey: ["admin", "bookings", detail.id, "dates"],
    queryFn: () => apiGet<DateOption[]>(`${path}/dates`),
    enabled: open === "Move date",
  });
  const actions: Action[] = [
    ...(owing
      ? [
          {
            label: "Extend due date",
            field: {
              name: "balanceDueDate",
              label: "New due date",
              type: "date" as const,
              initial: detail.balanceDueDate ?? "",
            },
            request: (value: string) => apiRequest("POST", `${path}/due-date`, { balanceDueDate: value }),
            done: "Due date moved",
          },
          {
            label: "Send reminder now",
            request: () => apiRequest("POST", `${path}/send-reminder`),
            done: "Reminder on its way",
          },
          {
            label: "Release seat",
            field: { name: "reason", label: "Why the seat is released", type: "text" as const, initial: "" },
            request: (value: string) => apiRequest("POST", `${path}/release`, { reason: value }),
            done: "Seat released; the deposit is kept",
          },
        ]
      : []),
    ...(detail.status === "confirmed"
      ? [
          {
            label: "Move date",
            field: {
              name: "date",
              label: dates.isPending ? "New date (loading the dates...)" : "New date",
              type: "select" as const,
              initial: "",
              options: (dates.data ?? []).map((date) => ({
                value: `${date.kind}:${date.id}`,
                label: `${formatDate(date.startDate)}, ${date.location} (${date.money.summary.toLowerCase()})`,
              })),
            },
            request: (value: string) => {
              const [kind, id] = value.split(":");
              return apiRequest("POST", `${path}/move`, {
                [kind === "instance" ? "instanceId" : "availableDateId"]: id || undefined,
              });
            },
            done: "Booking moved; the customer has been e-mailed",
          },
        ]
      : []),
    // Only once the course has started (issue 21, L6), by the server's own rule; the learner is e-mailed (M5).
    ...(!resultRefusal({ status: detail.status, startDate: detail.date }, londonToday())
      ? [
          {
            label: "Record result",
            field: {
              name: "result",
              label: "Result",
              type: "select" as const,
              initial: detail.result ?? "",
              options: [
                { value: "passed", label: "Passed" },
                { value: "not-passed", label: "Not passed (offers a free retake)" },
                { value: "did-not-attend", label: "Did not attend" },
              ],
            },
            request: (value: string) => apiRequest("POST", `${path}/result`, { result: value || undefined }),
            done: "Result recorded",
          },
        ]
      : []),
    ...(detail.status !== "expired"
      ? [
          {
            label: "Change e-mail",
            field: { name: "email", label: "New e-mail address", type: "email" as const, initial: "" },
            request: (value: string) => apiRequest("PUT", `${path}/email`, { email: value }),
            done: "E-mail changed; a new link is on its way",
          },
        ]
      : []),
  ];
  const current = actions.find((action) => action.label === open);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <Button
            key={action.label}
            variant="outline"
            size="sm"
            aria-expanded={open === action.label}
            onClick={() => setOpen(action.label)}
          >
            {action.label}
          </Button>
        ))}
      </div>
      {current && (
        <ActionForm key={current.label} action={current} invalidates={invalidates} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}
