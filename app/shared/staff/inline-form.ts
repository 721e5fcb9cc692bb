// A staff form shown in place on a record's page (record a payment, a refund, a place booked offline, e-mail everyone
// on a date): react-hook-form with its schema's resolver, sent by a useAdminMutation, closed once sent.
import {
  get,
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from "react-hook-form";
import { applyFieldErrors } from "#app/shared/form-errors";

/** A form's schema resolver, first values, and its fields in order (for the server's field messages). */
export type FormSetup<TValues extends FieldValues, TInput> = {
  resolver: Resolver<TValues, unknown, TInput>;
  defaultValues: DefaultValues<TValues>;
  fields: readonly Path<TValues>[];
};

/**
 * `submit` runs `send` with the checked values, then `onDone` (closing the form); the server's field messages go under `fields` (the
 * failure toast comes from useAdminMutation). `send` is often the mutation's own `mutateAsync`; it resolves to false
 * when it refused the values itself and the form stays open. `field(name)` is a control's wiring and message: `<TextField {...field("note")} />`.
 */
export function useInlineForm<TValues extends FieldValues, TInput>({
  resolver,
  defaultValues,
  fields,
  send,
  onDone,
}: FormSetup<TValues, TInput> & { send(values: TInput): Promise<unknown>; onDone?(): void }) {
  const form = useForm<TValues, unknown, TInput>({ resolver, defaultValues });
  const submit = form.handleSubmit(async (values) => {
    try {
      if ((await send(values)) === false) return;
      onDone?.();
    } catch (error) {
      applyFieldErrors(error, form.setError, fields);
    }
  });
  const { errors, isSubmitting } = form.formState;
  const field = (name: Path<TValues>) => fieldOf(form, name);
  return { ...form, submit, field, errors, isSubmitting };
}

/** A control's wiring and its message, for a nested name (`userDetails.email`) too: `<TextField {...fieldOf(form, "note")} />`. */
export function fieldOf<TValues extends FieldValues, TInput>(
  form: UseFormReturn<TValues, unknown, TInput>,
  name: Path<TValues>,
) {
  return { ...form.register(name), error: (get(form.formState.errors, name) as FieldError | undefined)?.message };
}
