// Each date's waiting list for staff (issue 14): who waits, in what order, who has a seat held and until when;
// offer a seat now, take someone off, pause or resume offers for the date.
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { apiGet, apiRequest } from "#app/shared/api-client";
import { formatDate } from "#app/shared/dates";
import { Button } from "#app/shared/ui/button";
import { SelectField } from "#app/shared/ui/form-field";
import { DataTable, type Column } from "#app/shared/staff/data-table";
import { QueryState } from "#app/shared/staff/query-state";
import { TabHeader } from "#app/shared/staff/tab-header";
import { useAdminMutation } from "#app/shared/staff/use-admin-mutation";
import type { AdminWaitlist, WaitlistDateSummary } from "./waitlist-staff-types";

type Entry = AdminWaitlist["entries"][number];

const STATUS: Record<string, string> = {
  waiting: "Waiting",
  offered: "Seat held",
  booked: "Booked",
  declined: "Declined",
  expired: "Offer lapsed",
  removed: "Removed",
  closed: "Closed",
};

export default function WaitlistTab() {
  const id = useId();
  const [chosen, setChosen] = useState("");
  const datesKey = ["admin", "waiting-list", "dates"];
  const listKey = ["admin", "waiting-list", chosen];
  const dates = useQuery({
    queryKey: datesKey,
    queryFn: () => apiGet<WaitlistDateSummary[]>("/api/admin/waiting-list/dates"),
  });
  const list = useQuery({
    queryKey: listKey,
    queryFn: () => apiGet<AdminWaitlist>(`/api/admin/waiting-list?${chosen}`),
    enabled: chosen !== "",
  });
  const invalidates = [datesKey, listKey];
  const offer = useAdminMutation<string>({
    mutationFn: (entryId) => apiRequest("POST", `/api/admin/waiting-list/${entryId}/offer`),
    invalidates,
    failureMessage: "Seat not offered",
    success: { title: "Seat held and offered by e-mail" },
  });
  const remove = useAdminMutation<string>({
    mutationFn: (entryId) => apiRequest("POST", `/api/admin/waiting-list/${entryId}/remove`),
    invalidates,
    failureMessage: "Not removed",
    success: { title: "Taken off the waiting list" },
  });
  const pause = useAdminMutation<boolean>({
    mutationFn: (paused) => {
      const [kind, dateId] = chosen.split("=");
      return apiRequest("POST", "/api/admin/waiting-list/pause", { [kind!]: dateId, paused });
    },
    invalidates,
    failureMessage: "Not changed",
    success: { title: "Offers updated" },
  });
  const columns: Column<Entry>[] = [
    { header: "#", cell: (entry) => entry.position ?? "" },
    { header: "Name", cell: (entry) => <span className="font-medium">{entry.fullName}</span> },
    {
      header: "Contact",
      cell: (entry) => (
        <span className="break-all">
          {entry.email}
          <br />
          {entry.phone}
        </span>
      ),
    },
    {
      header: "State",
      cell: (entry) =>
        entry.offeredUntil
          ? `${STATUS.offered} until ${entry.offeredUntil}${entry.bookingReference ? ` (${entry.bookingReference})` : ""}`
          : (STATUS[entry.status] ?? entry.status),
    },
    {
      header: "Actions",
      cell: (entry) =>
        entry.status === "waiting" || entry.status === "offered" ? (
          <span className="flex flex-wrap gap-2">
            {entry.status === "waiting" && (
              <Button
                size="sm"
                variant="outline"
                onClick={() => offer.mutate(entry.id)}
                aria-label={`Offer a seat now: ${entry.fullName}`}
              >
                Offer now
              </Button>
            )}
            <Button
              size="sm"
              variant="outline"
              onClick={() => remove.mutate(entry.id)}
              aria-label={`Remove: ${entry.fullName}`}
            >
              Remove
            </Button>
          </span>
        ) : null,
    },
  ];
  return (
    <section aria-labelledby={`${id}-heading`}>
      <TabHeader
        id={`${id}-heading`}
        title="Waiting lists"
        description="People waiting for a seat on a full date. A freed seat is held for the next in line within a minute."
      />
      <QueryState query={dates} loadingLabel="Loading course dates" errorMessage="Failed to load the course dates.">
        {(all) =>
          all.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700">
              Nobody is waiting for a course date.
            </p>
          ) : (
            <div className="mb-5 max-w-xl">
              <SelectField label="Course date" value={chosen} onChange={(event) => setChosen(event.target.value)}>
                <option value="">Choose a course date…</option>
                {all.map((date) => (
                  <option key={date.id} value={`${date.kind}=${date.id}`}>
                    {formatDate(date.startDate)}: {date.courseTitle}, {date.location} ({date.waiting} waiting
                    {date.offered > 0 ? `, ${date.offered} offered` : ""})
                  </option>
                ))}
              </SelectField>
            </div>
          )
        }
      </QueryState>
      {chosen && (
        <QueryState
          query={list}
          loadingLabel="Loading the waiting list"
          errorMessage="Failed to load the waiting list."
        >
          {(waitlist) => (
            <>
              <div className="mb-3 flex flex-wrap items-center gap-3">
                <p className="text-sm text-slate-700">
                  {waitlist.paused ? "Offers are paused for this date." : "Freed seats are offered automatically."}
                </p>
                <Button size="sm" variant="outline" onClick={() => pause.mutate(!waitlist.paused)}>
                  {waitlist.paused ? "Resume offers" : "Pause offers"}
                </Button>
              </div>
              <DataTable
                caption="Waiting list"
                columns={columns}
                rows={waitlist.entries}
                rowKey={(entry) => entry.id}
                empty="Nobody on this date's waiting list."
              />
            </>
          )}
        </QueryState>
      )}
    </section>
  );
}
