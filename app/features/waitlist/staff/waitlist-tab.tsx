// Each date's waiting list for staff (issue 14): who waits, in what order, who has a seat held and until when, who has
// not confirmed their address (issue 19); offer a seat now, take someone off or several at once, pause or resume
// offers for the date.
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useUrlFilters } from "#app/shared/staff/use-url-filters";
import { apiGet, apiRequest } from "#app/shared/api-client";
import { formatDate } from "#app/shared/dates";
import { Button } from "#app/shared/ui/button";
import { SelectField } from "#app/shared/ui/form-field";
import { ConfirmDialog } from "#app/shared/staff/confirm-dialog";
import { DataTable, type Column } from "#app/shared/staff/data-table";
import { QueryState } from "#app/shared/staff/query-state";
import { TabHeader } from "#app/shared/staff/tab-header";
import { useAdminMutation } from "#app/shared/staff/use-admin-mutation";
import { toast } from "#app/shared/ui/toast-store";
import type { AdminWaitlist, WaitlistDateSummary } from "./waitlist-staff-types";

type Entry = AdminWaitlist["entries"][number];

const isLive = (entry: Entry) => entry.status === "waiting" || entry.status === "offered";

const STATUS: Record<string, string> = {
  waiting: "Waiting",
  offered: "Seat held",
  booked: "Booked",
  declined: "Declined",
  expired: "Offer ended",
  removed: "Removed",
  closed: "Closed",
};

/** The state column: an entry nobody confirmed is not in line (issue 19). */
function stateOf(entry: Entry): string {
  if (!entry.confirmed && entry.status === "waiting") return "Not confirmed";
  if (!entry.confirmed && entry.status === "expired") return "Not confirmed in time";
  if (entry.offeredUntil) {
    return `${STATUS.offered} until ${entry.offeredUntil}${entry.bookingReference ? ` (${entry.bookingReference})` : ""}`;
  }
  return STATUS[entry.status] ?? entry.status;
}

// The chosen date is in the URL, as on the Rosters tab (issue 21): ?tab=waiting-lists&date=instance:{id} or date:{id}.
const DATE_IN_URL = { date: "date" } as const;
const URL_KINDS: Record<string, string> = { instanceId: "instance", availableDateId: "date" };
const toUrl = (chosen: string) => (chosen ? chosen.replace(/^(\w+)=/, (_, kind: string) => `${URL_KINDS[kind]}:`) : "");
const fromUrl = (date: string) =>
  /^(instance|date):[\w-]+$/.test(date)
    ? date.replace(/^instance:/, "instanceId=").replace(/^date:/, "availableDateId=")
    : "";

export default function WaitlistTab() {
  const id = useId();
  const [filters, setFilters] = useUrlFilters(DATE_IN_URL);
  const chosen = fromUrl(filters.date);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const choose = (value: string) => {
    setFilters({ date: toUrl(value) });
    setSelected(new Set());
  };
  const toggle = (entryId: string, on: boolean) =>
    setSelected((was) => {
      const next = new Set(was);
      if (on) next.add(entryId);
      else next.delete(entryId);
      return next;
    });
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
  // 'Offer now' needs a free seat, as the server says (issue 21, L7): without one it is disabled, the reason shown.
  const noSeatFree = list.data?.seatsFree === 0;
  const noSeatId = `${id}-no-seat`;
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
  const removeSelected = useAdminMutation<string[], { removed: number; notRemoved: number }>({
    mutationFn: (entryIds) => apiRequest("POST", "/api/admin/waiting-list/remove", { entryIds }),
    invalidates,
    failureMessage: "Not removed",
  });
  const removeChosen = async () => {
    const answer = await removeSelected.mutateAsync([...selected]);
    setSelected(new Set());
    toast({
      title: `${answer.removed} taken off the waiting list`,
      description: answer.notRemoved > 0 ? `${answer.notRemoved} had already left or booked.` : undefined,
    });
  };
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
    {
      header: "Select",
      hiddenHeader: true,
      cell: (entry) =>
        isLive(entry) ? (
          <input
            type="checkbox"
            className="size-5 rounded border-slate-400 accent-brand-700"
            checked={selected.has(entry.id)}
            onChange={(event) => toggle(entry.id, event.target.checked)}
            aria-label={`Select ${entry.fullName}`}
          />
        ) : null,
    },
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
    { header: "State", cell: stateOf },
    {
      header: "Actions",
      cell: (entry) =>
        isLive(entry) ? (
          <span className="flex flex-wrap gap-2">
            {entry.status === "waiting" && entry.confirmed && (
              <Button
                size="sm"
                variant="outline"
                onClick={() => offer.mutate(entry.id)}
                disabled={noSeatFree}
                aria-describedby={noSeatFree ? noSeatId : undefined}
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
              <SelectField label="Course date" value={chosen} onChange={(event) => choose(event.target.value)}>
                <option value="">Choose a course date…</option>
                {all.map((date) => (
                  <option key={date.id} value={`${date.kind}=${date.id}`}>
                    {formatDate(date.startDate)}: {date.courseTitle}, {date.location} ({date.waiting} waiting
                    {date.offered > 0 ? `, ${date.offered} offered` : ""}
                    {date.unconfirmed > 0 ? `, ${date.unconfirmed} not confirmed` : ""})
                  </option>
                ))}
              </SelectField>
            </div>
          )
        }
      </QueryState>
      {chosen && (
        <QueryState query={list} what="the waiting list">
          {(waitlist) => (
            <>
              <div className="mb-3 flex flex-wrap items-center gap-3">
                <p className="text-sm text-slate-700">
                  {waitlist.paused ? "Offers are paused for this date." : "Freed seats are offered automatically."}
                </p>
                <p id={noSeatId} className="text-sm font-medium text-slate-800">
                  {waitlist.seatsFree === 0
                    ? "No seat is free on this date: raise its seats to offer one now."
                    : `${waitlist.seatsFree} ${waitlist.seatsFree === 1 ? "seat is" : "seats are"} free on this date.`}
                </p>
                <Button size="sm" variant="outline" onClick={() => pause.mutate(!waitlist.paused)}>
                  {waitlist.paused ? "Resume offers" : "Pause offers"}
                </Button>
              </div>
              <div className="mb-3 flex flex-wrap items-center gap-3">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() =>
                    setSelected(
                      new Set(
                        waitlist.entries
                          .filter((entry) => entry.status === "waiting" && !entry.confirmed)
                          .map((entry) => entry.id),
                      ),
                    )
                  }
                >
                  Select all not confirmed
                </Button>
                <ConfirmDialog
                  title={`Remove ${selected.size} from the waiting list?`}
                  description="Each is taken off the list as 'Remove' would: a seat held for them goes to the next in line. Nobody is e-mailed."
                  confirmLabel="Remove"
                  busyLabel="Removing..."
                  onConfirm={removeChosen}
                  trigger={
                    <Button size="sm" variant="outline" disabled={selected.size === 0}>
                      Remove selected ({selected.size})
                    </Button>
                  }
                />
              </div>
              <DataTable
                caption="Waiting list"
                columns={columns}
                rows={waitlist.entries}
                empty="Nobody on this date's waiting list."
              />
            </>
          )}
        </QueryState>
      )}
    </section>
  );
}
