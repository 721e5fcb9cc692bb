// What every staff add/edit form does on submit and shows at its foot.
import type { QueryKey } from "@tanstack/react-query";
import {
  get,
  useForm,
  type FieldError,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormSetError,
} from "react-hook-form";
import { apiRequest } from "#app/shared/api-client";
import { applyFieldErrors } from "#app/shared/form-errors";
import { Button } from "#app/shared/ui/button";
import { DialogClose } from "#app/shared/ui/dialog";
import type { ToastInput } from "#app/shared/ui/toast-store";
import { useAdminMutation } from "./use-admin-mutation";
import type { FormSetup } from "./inline-form";

/**
 * Saves a form's row: PUT `path/id` when it edits one, else POST `path`; then `onSaved`, or the server's field
 * messages on their fields (the failure toast comes from useAdminMutation). Hand the answer to handleSubmit.
 */
export function useSaveRow<TValues extends FieldValues, TInput>({
  path,
  id,
  fields,
  setError,
  onSaved,
  invalidates,
  failureMessage,
  success,
  confirm,
}: {
  path: string;
  id?: string;
  /** The form's fields in order, for applyFieldErrors. */
  fields: readonly Path<TValues>[];
  setError: UseFormSetError<TValues>;
  onSaved(): void;
  invalidates: readonly QueryKey[];
  failureMessage: string;
  success: ToastInput;
  confirm?: ConfirmBeforeSave;
}) {
  const save = useAdminMutation<TInput>({
    mutationFn: (values) => (id ? apiRequest("PUT", `${path}/${id}`, values) : apiRequest("POST", path, values)),
    invalidates,
    failureMessage,
    success,
  });
  return async (values: TInput) => {
    const extra = confirm ? await confirm(values) : {};
    if (extra === null) return;
    try {
      await save.mutateAsync({ ...values, ...extra });
      onSaved();
    } catch (error) {
      applyFieldErrors(error, setError, fields);
    }
  };
}

/**
 * Asked before a save goes (issue 21, H2: an edit that moves learners shows what will happen first): the fields to
 * send with it (staff's confirmation), or null when staff stepped back and nothing is saved.
 */
export type ConfirmBeforeSave = (values: unknown) => Promise<Record<string, unknown> | null>;

export type SaveOptions = {
  /** The list's path, e.g. '/api/admin/posts'; an edit PUTs to `path/id`. */
  path: string;
  id?: string;
  onSaved(): void;
  invalidates: readonly QueryKey[];
  failureMessage: string;
  success: ToastInput;
  confirm?: ConfirmBeforeSave;
};

/**
 * A staff add/edit form: react-hook-form with the shared schema's resolver, and a `submit` that saves the row
 * (useSaveRow). `fields` are the form's fields in order, for the server's field messages.
 */
export function useStaffForm<TValues extends FieldValues, TInput>({
  resolver,
  defaultValues,
  fields,
  save,
}: FormSetup<TValues, TInput> & { save: SaveOptions }) {
  const form = useForm<TValues, unknown, TInput>({ resolver, defaultValues });
  const onValid = useSaveRow<TValues, TInput>({ ...save, fields, setError: form.setError });
  const { errors, isSubmitting } = form.formState;
  /** A field's registration and its error message: `<TextField label="Name" {...field("name")} />`. */
  const field = <Name extends Path<TValues>>(name: Name, options?: RegisterOptions<TValues, Name>) => ({
    error: (get(errors, name) as FieldError | undefined)?.message,
    ...form.register(name, options),
  });
  return { ...form, submit: form.handleSubmit(onValid), errors, isSubmitting, field };
}

/**
 * An add/edit form's toasts for its `noun` row: an edit's 'Failed to update venue' and 'Venue updated'; a new row's
 * by `added`, 'Failed to add venue' and 'Venue added', or 'Failed to create article' and 'Article created'.
 */
export function rowSaveToasts(editing: boolean, noun: string, added: "added" | "created") {
  const [verb, done] = editing ? ["update", "updated"] : added === "added" ? ["add", "added"] : ["create", "created"];
  return {
    failureMessage: `Failed to ${verb} ${noun}`,
    success: { title: `${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${done}` },
  };
}

/** Cancel and the submit button, which reads 'Saving...' while the request runs. */
export function FormActions({ submitting, submitLabel }: { submitting: boolean; submitLabel: string }) {
  return (
    <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button variant="outline">Cancel</Button>
      </DialogClose>
      <Button type="submit" disabled={submitting}>
        {submitting ? "Saving..." : submitLabel}
      </Button>
    </div>
  );
}
