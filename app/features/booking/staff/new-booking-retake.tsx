// "Book the free retake" on a booking's staff page (issue 21, M6): for a learner who did not pass and phones or calls
// in, staff choose the date; the retake is booked as the learner's own would be, and its page opens.
import { useQuery } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { ApiError, apiGet, apiRequest } from "#app/shared/api-client";
import { formatDate } from "#app/shared/dates";
import { adminKeys } from "#app/shared/staff/query-client";
import { useAdminMutation } from "#app/shared/staff/use-admin-mutation";
import { Button } from "#app/shared/ui/button";
import { SelectField } from "#app/shared/ui/form-field";
import { toast } from "#app/shared/ui/toast-store";
import type { RetakeChoice } from "../changes/retake.server";
import type { AdminBookingFull } from "./staff-schema";
import type { StaffBookingCreated, StaffBookingChannel, StaffRetakeInput } from "./new-booking-schema";

export function StaffRetakeSection({ bookingId }: { bookingId: string }) {
  const id = useId();
  const navigate = useNavigate();
  const booking = useQuery({
    queryKey: adminKeys.booking(bookingId),
    queryFn: () => apiGet<AdminBookingFull>(`/api/admin/bookings/${bookingId}`),
  });
  const notPassed = booking.data?.result === "not-passed";
  const choice = useQuery({
    queryKey: ["admin", "booking", bookingId, "retake"],
    queryFn: () => apiGet<RetakeChoice>(`/api/admin/bookings/${bookingId}/retake`),
    enabled: notPassed,
  });
  const [dateKey, setDateKey] = useState("");
  const [channel, setChannel] = useState<StaffBookingChannel>("phone");
  const [error, setError] = useState<string | undefined>();
  const book = useAdminMutation<StaffRetakeInput, StaffBookingCreated>({
    mutationFn: (request) => apiRequest("POST", `/api/admin/bookings/${bookingId}/retake`, request),
    invalidates: [adminKeys.bookings, ["admin", "booking"], ["admin", "roster"], adminKeys.instances, adminKeys.dates],
    failureMessage: "Failed to book the free retake",
  });
  if (!notPassed || !choice.data?.allowed) return null;
  const { options, lastStart } = choice.data;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    if (!dateKey) {
      setError("Please choose a date");
      return;
    }
    const [kind, dateId] = dateKey.split(":");
    try {
      const retake = await book.mutateAsync({
        ...(kind === "instance" ? { instanceId: dateId } : { availableDateId: dateId }),
        channel,
      });
      toast({ title: `Free retake booked: ${retake.reference}`, description: "The confirmation is on its way." });
      await navigate(`/admin/bookings/${retake.id}`);
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.fieldErrors?.instanceId?.[0]);
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3 rounded-lg border border-slate-200 p-4">
      <h2 id={`${id}-heading`} className="font-semibold text-brand-900">
        Book the free retake
      </h2>
      <p className="text-sm text-slate-700">
        The learner did not pass: their free retake is any later date of the course starting by {formatDate(lastStart)}.
      </p>
      {options.length === 0 ? (
        <p className="text-sm text-slate-700">No date with a free seat yet: add one to the timetable first.</p>
      ) : (
        <form method="post" noValidate onSubmit={submit} aria-label="Book the free retake" className="space-y-3">
          <SelectField
            label="Retake date"
            required
            value={dateKey}
            error={error}
            onChange={(event) => setDateKey(event.target.value)}
          >
            <option value="">Choose a date…</option>
            {options.map((option) => (
              <option key={option.id} value={`${option.kind}:${option.id}`}>
                {formatDate(option.startDate)}, {option.location}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="How they asked"
            required
            value={channel}
            onChange={(event) => setChannel(event.target.value as StaffBookingChannel)}
          >
            <option value="phone">On the phone</option>
            <option value="walk-in">At the desk</option>
          </SelectField>
          <div className="flex justify-end">
            <Button type="submit" disabled={book.isPending}>
              {book.isPending ? "Booking..." : "Book the free retake"}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
