// 'Change date' on the booking page (issue 14): the course's other dates with a free seat, each with what the move
// does to the money; the customer picks one and confirms. Once per booking, up to 8 days before the start.
import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { apiRequest } from "#app/shared/api-client";
import { formatDate } from "#app/shared/dates";
import { Button } from "#app/shared/ui/button";
import { toast } from "#app/shared/ui/toast-store";
import { toastActionRefused } from "./action-refused";
import { REFUND_POLICY } from "../booking-policy";
import type { DateChangeChoice } from "./booking-page-view";
import { DateOptions } from "./date-options";

type Option = Extract<DateChangeChoice, { allowed: true }>["options"][number];

export function ChangeDate({
  token,
  choice,
  dateCancelled = false,
}: {
  token: string;
  choice: DateChangeChoice;
  /** The academy cancelled the date: any other date, at no extra cost, whatever the usual limits. */
  dateCancelled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Option | undefined>();
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();
  const legendId = useId();

  if (!choice.allowed) return <p className="text-sm text-slate-700">{choice.message}</p>;
  if (choice.options.length === 0) {
    return (
      <p className="text-sm text-slate-700">
        There is no other date of this course with a free seat at the moment. Please call us if you need to move.
      </p>
    );
  }

  async function move() {
    if (!chosen) return;
    setBusy(true);
    try {
      await apiRequest("POST", `/api/bookings/by-token/${encodeURIComponent(token)}/date-change`, {
        [chosen.kind === "instance" ? "instanceId" : "availableDateId"]: chosen.id,
      });
      toast({
        title: "Date changed",
        description: `Your course now starts on ${formatDate(chosen.startDate)}. We have e-mailed you the details.`,
      });
      await revalidator.revalidate();
    } catch (error) {
      toastActionRefused("Date not changed", error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3 text-sm">
      <p>
        {dateCancelled
          ? "Choose another date of this course, at no extra cost."
          : `You can move to another date of this course once, free, up to ${REFUND_POLICY.dateChangeLastDays} days before it starts.`}
      </p>
      {!open ? (
        <Button variant="outline" onClick={() => setOpen(true)}>
          Change date
        </Button>
      ) : (
        <fieldset aria-labelledby={legendId} className="space-y-3">
          <legend id={legendId} className="font-semibold text-slate-900">
            Choose your new date
          </legend>
          <DateOptions<Option>
            name="new-date"
            options={choice.options}
            chosen={chosen}
            onChoose={setChosen}
            note={(option) => option.moneySummary}
          />
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button onClick={move} disabled={!chosen || busy}>
              {busy ? "Changing..." : chosen ? `Move to ${formatDate(chosen.startDate)}` : "Move to this date"}
            </Button>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
              Keep my date
            </Button>
          </div>
        </fieldset>
      )}
    </div>
  );
}
