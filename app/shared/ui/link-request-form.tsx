// The public forms that ask for links by e-mail (find my booking, a business account's sign-in link): the server
// answers with one sentence, the same whether or not it knows the address, and the page shows it in the form's place.
import { useState } from "react";
import type { FieldValues, Path, Resolver } from "react-hook-form";
import { apiRequest, userMessage } from "#app/shared/api-client";
import { useLightForm } from "#app/shared/use-light-form";
import { sendLightForm } from "./send-light-form";
import { toast } from "./toast-store";

const notSent = (error: unknown) =>
  toast({ title: "Error", description: userMessage(error, "Please try again."), variant: "destructive" });

/**
 * The form's wiring (useLightForm), its submit handler, which POSTs the values to `path`, and the server's `message`
 * once it has answered (null until then). A 400's field messages go under `fields`; any other failure is a toast.
 */
export function useLinkRequest<TInput extends FieldValues, TOutput>(
  path: string,
  options: { resolver: Resolver<TInput, unknown, TOutput>; defaultValues: TInput },
  fields: readonly Path<TInput>[],
) {
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useLightForm<TInput, TOutput>(options);
  const submit = form.handleSubmit(async (values) => {
    await sendLightForm(form.setError, fields, notSent, async () => {
      const { message } = await apiRequest<{ message: string }>("POST", path, values);
      setAnswer(message);
    });
  });
  return { answer, submit, field: form.field, isSubmitting: form.formState.isSubmitting };
}

/** The server's answer, in the form's place. */
export function LinkRequestAnswer({ answer }: { answer: string }) {
  return (
    <p role="status" className="rounded-lg border border-green-300 bg-green-50 p-4 text-green-950">
      {answer}
    </p>
  );
}
