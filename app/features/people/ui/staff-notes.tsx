// Internal notes on a booking or a person (issue 21, office manager's list item 11): for staff only, never shown to
// the customer, and apart from the customer's own "Notes" on their booking. Each with who wrote it and when.
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { apiGet, apiRequest } from "#app/shared/api-client";
import { applyFieldErrors } from "#app/shared/form-errors";
import { Button } from "#app/shared/ui/button";
import { TextAreaField } from "#app/shared/ui/form-field";
import { QueryState } from "#app/shared/staff/query-state";
import { formatInstantWithTime } from "#app/shared/staff/staff-format";
import { useAdminMutation } from "#app/shared/staff/use-admin-mutation";
import { StaffNoteSchema, type StaffNoteInput, type StaffNoteView } from "../schema";

export type NotesOf = { bookingId: string } | { personId: string };

const pathOf = (of: NotesOf) =>
  "bookingId" in of ? `/api/admin/bookings/${of.bookingId}/notes` : `/api/admin/people/${of.personId}/notes`;

export function StaffNotes({ of }: { of: NotesOf }) {
  const id = useId();
  const path = pathOf(of);
  const key = ["admin", "notes", path];
  const notes = useQuery({ queryKey: key, queryFn: () => apiGet<StaffNoteView[]>(path) });
  const form = useForm<StaffNoteInput>({ resolver: zodResolver(StaffNoteSchema), defaultValues: { body: "" } });
  const add = useAdminMutation<StaffNoteInput>({
    mutationFn: (values) => apiRequest("POST", path, values),
    invalidates: [key, ["admin", "audit"]],
    failureMessage: "The note was not saved",
    success: { title: "Note added" },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      form.reset({ body: "" });
    } catch (error) {
      applyFieldErrors(error, form.setError, ["body"]);
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <section aria-labelledby={`${id}-heading`} className="print:hidden">
      <h2 id={`${id}-heading`} className="mb-1 text-lg font-semibold text-brand-900">
        Internal notes
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        For staff only: the customer never sees these.
        {"bookingId" in of && " The customer's own notes are under Customer."}
      </p>
      <QueryState query={notes} what="the notes">
        {(list) =>
          list.length === 0 ? (
            <p className="mb-3 text-sm text-slate-700">No internal notes yet.</p>
          ) : (
            <ol className="mb-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
              {list.map((note) => (
                <li key={note.id} className="px-3 py-2.5">
                  <p className="text-sm break-words whitespace-pre-line text-slate-900">{note.body}</p>
                  <p className="mt-1 text-xs text-slate-600">
                    {note.author}, <time dateTime={note.createdAt}>{formatInstantWithTime(note.createdAt)}</time>
                  </p>
                </li>
              ))}
            </ol>
          )
        }
      </QueryState>
      <form method="post" noValidate onSubmit={submit} aria-label="Add an internal note" className="space-y-3">
        <TextAreaField
          label="New internal note"
          rows={3}
          className="min-h-20"
          error={errors.body?.message}
          {...form.register("body")}
        />
        <Button type="submit" variant="outline" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : "Add note"}
        </Button>
      </form>
    </section>
  );
}
