// "Places booked offline" on a course date's page (issue 21, M9): each seat sold outside the website, with the
// learner's name, e-mail, phone and a note once staff know them; places added and removed here. The roster above
// lists them with everyone else.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import type { z } from "zod";
import { apiRequest } from "#app/shared/api-client";
import { ConfirmDialog } from "#app/shared/staff/confirm-dialog";
import { adminKeys } from "#app/shared/staff/query-client";
import { QueryState } from "#app/shared/staff/query-state";
import { useInlineForm } from "#app/shared/staff/inline-form";
import { useAdminMutation } from "#app/shared/staff/use-admin-mutation";
import { Button } from "#app/shared/ui/button";
import { TextField } from "#app/shared/ui/form-field";
import { useRoster, type StaffDateKey } from "./date-roster";
import { InlineFormActions } from "./inline-form-parts";
import {
  OfflinePlaceSchema,
  UNNAMED_PLACE,
  type OfflinePlaceInput,
  type OfflinePlaceView,
} from "./offline-places-schema";
import { TitledSection } from "#app/shared/staff/record-sections";

// A place changes the date's seats: its roster, the timetable's figures and the overview.
const AFFECTED = [["admin", "roster"], adminKeys.instances, adminKeys.dates] as const;

type FormValues = z.input<typeof OfflinePlaceSchema>;
const FIELDS = ["fullName", "email", "phone", "note"] as const;

function PlaceForm({
  label,
  place,
  submitLabel,
  save,
  onDone,
}: {
  label: string;
  place?: OfflinePlaceView;
  submitLabel: string;
  save(values: OfflinePlaceInput): Promise<unknown>;
  onDone(): void;
}) {
  const { submit, field, isSubmitting } = useInlineForm<FormValues, OfflinePlaceInput>({
    resolver: zodResolver(OfflinePlaceSchema),
    defaultValues: {
      fullName: place?.fullName ?? "",
      email: place?.email ?? "",
      phone: place?.phone ?? "",
      note: place?.note ?? "",
    },
    fields: FIELDS,
    send: save,
    onDone,
  });
  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      aria-label={label}
      className="mt-3 space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <TextField label="Full name" autoComplete="off" {...field("fullName")} />
      <TextField label="Email" type="email" autoComplete="off" {...field("email")} />
      <TextField label="Phone" type="tel" autoComplete="off" {...field("phone")} />
      <TextField label="Note" {...field("note")} />
      <InlineFormActions submitting={isSubmitting} submitLabel={submitLabel} onCancel={onDone} />
    </form>
  );
}

function PlaceItem({ place, number }: { place: OfflinePlaceView; number: number }) {
  const [editing, setEditing] = useState(false);
  const save = useAdminMutation<OfflinePlaceInput>({
    mutationFn: (values) => apiRequest("PUT", `/api/admin/offline-places/${place.id}`, values),
    invalidates: AFFECTED,
    failureMessage: "Failed to save the place",
    success: { title: "Place saved" },
  });
  const remove = useAdminMutation({
    mutationFn: () => apiRequest("DELETE", `/api/admin/offline-places/${place.id}`),
    invalidates: AFFECTED,
    failureMessage: "Failed to remove the place",
    success: { title: "Place removed", description: "Its seat is free again." },
  });
  const name = place.fullName ?? UNNAMED_PLACE;
  const contact = [place.email, place.phone].filter(Boolean).join(" · ");
  return (
    <li className="py-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm">
            <span className="text-slate-600">Place {number}: </span>
            <span className={place.fullName ? "font-medium text-slate-900" : "text-slate-600 italic"}>{name}</span>
          </p>
          {contact && <p className="text-sm break-words text-slate-700">{contact}</p>}
          {place.note && <p className="text-sm break-words text-slate-700">Note: {place.note}</p>}
        </div>
        {!editing && (
          <div className="flex shrink-0 gap-2">
            <Button variant="outline" size="sm" aria-label={`Edit place ${number}`} onClick={() => setEditing(true)}>
              Edit
            </Button>
            <ConfirmDialog
              title={`Remove place ${number}?`}
              description={`${name}'s seat is freed: the date has one seat booked offline fewer.`}
              confirmLabel="Remove place"
              busyLabel="Removing..."
              onConfirm={() => remove.mutateAsync()}
              trigger={
                <Button variant="outline" size="sm" aria-label={`Remove place ${number}`} className="text-red-700">
                  Remove
                </Button>
              }
            />
          </div>
        )}
      </div>
      {editing && (
        <PlaceForm
          label={`Edit place ${number}`}
          place={place}
          submitLabel="Save place"
          save={(values) => save.mutateAsync(values)}
          onDone={() => setEditing(false)}
        />
      )}
    </li>
  );
}

export function OfflinePlacesSection({ dateKey }: { dateKey: StaffDateKey }) {
  const roster = useRoster(dateKey);
  const [adding, setAdding] = useState(false);
  const add = useAdminMutation<OfflinePlaceInput>({
    mutationFn: (values) => apiRequest("POST", `/api/admin/dates/${dateKey.kind}/${dateKey.id}/offline-places`, values),
    invalidates: AFFECTED,
    failureMessage: "Failed to add the place",
    success: { title: "Place added" },
  });
  return (
    <TitledSection look="page" title="Places booked offline">
      <p className="mt-1 text-sm text-slate-700">
        Seats sold outside the website. Put a name to each, so the roster and the sign-in sheet list everyone.
      </p>
      <QueryState query={roster} what="the places">
        {(sheet) => (
          <>
            {sheet.offlinePlaces.length === 0 ? (
              <p className="mt-3 text-sm text-slate-700">No seats are booked offline on this date.</p>
            ) : (
              <ul className="mt-2 divide-y divide-slate-200 border-y border-slate-200">
                {sheet.offlinePlaces.map((place, index) => (
                  <PlaceItem key={place.id} place={place} number={index + 1} />
                ))}
              </ul>
            )}
            {adding ? (
              <PlaceForm
                label="Add a place"
                submitLabel="Add place"
                save={(values) => add.mutateAsync(values)}
                onDone={() => setAdding(false)}
              />
            ) : (
              <Button variant="outline" className="mt-3" onClick={() => setAdding(true)}>
                Add a place
              </Button>
            )}
          </>
        )}
      </QueryState>
    </TitledSection>
  );
}
