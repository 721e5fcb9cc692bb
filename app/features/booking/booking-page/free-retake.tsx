// The learner's result on the booking page and, after 'not passed', their one free retake (issue 14): a later date of
// the course within the policy's months, booked at £0; the new booking's page opens once it is made.
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { apiRequest } from "#app/shared/api-client";
import { formatDate } from "#app/shared/dates";
import { Button } from "#app/shared/ui/button";
import { toast } from "#app/shared/ui/toast-store";
import { toastActionRefused } from "./action-refused";
import type { BookingPageView } from "./booking-page-view";
import { bookingPagePath } from "./booking-page-path";
import { DateOptions } from "./date-options";

type Result = NonNullable<BookingPageView["result"]>;
type Option = Extract<NonNullable<Result["retake"]>, { allowed: true }>["options"][number];

export function FreeRetake({ token, result }: { token: string; result: Result }) {
  const [chosen, setChosen] = useState<Option | undefined>();
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const legendId = useId();
  const { retake, retakeBooked } = result;

  async function book() {
    if (!chosen) return;
    setBusy(true);
    try {
      const booked = await apiRequest<{ accessToken: string; reference: string }>(
        "POST",
        `/api/bookings/by-token/${encodeURIComponent(token)}/retake`,
        { [chosen.kind === "instance" ? "instanceId" : "availableDateId"]: chosen.id },
      );
      toast({
        title: "Retake booked",
        description: `Your free retake starts on ${formatDate(chosen.startDate)}. We have e-mailed you its details.`,
      });
      await navigate(bookingPagePath(booked.accessToken));
    } catch (error) {
      toastActionRefused("Retake not booked", error);
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3 text-sm">
      <p className="text-base font-semibold text-slate-900">{result.text}</p>
      {retakeBooked && (
        <p>
          Your free retake starts on {formatDate(retakeBooked.startDate)} (booking {retakeBooked.reference}). We have
          e-mailed you its booking link.
        </p>
      )}
      {retake && !retake.allowed && <p className="text-slate-700">{retake.message}</p>}
      {retake?.allowed &&
        (retake.options.length === 0 ? (
          <p>
            You have one free retake on a date of this course starting by {formatDate(retake.lastStart)}. No such date
            has a free seat at the moment: please call us, or look again soon.
          </p>
        ) : (
          <fieldset aria-labelledby={legendId} className="space-y-3">
            <legend id={legendId} className="font-semibold text-slate-900">
              Book your free retake (any date starting by {formatDate(retake.lastStart)})
            </legend>
            <DateOptions<Option> name="retake-date" options={retake.options} chosen={chosen} onChoose={setChosen} />
            <Button onClick={book} disabled={!chosen || busy}>
              {busy
                ? "Booking..."
                : chosen
                  ? `Book my free retake on ${formatDate(chosen.startDate)}`
                  : "Book my free retake"}
            </Button>
          </fieldset>
        ))}
    </div>
  );
}
