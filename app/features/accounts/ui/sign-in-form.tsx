// A contact asks for a sign-in link (issue 24): the same answer whether or not the address is known.
import { useState } from "react";
import { apiRequest, userMessage } from "#app/shared/api-client";
import { lazyResolver } from "#app/shared/lazy-resolver";
import { Button } from "#app/shared/ui/button";
import { EmailField } from "#app/shared/ui/contact-fields";
import { sendLightForm } from "#app/shared/ui/send-light-form";
import { toast } from "#app/shared/ui/toast-store";
import { useLightForm } from "#app/shared/use-light-form";
import type { AccountSignIn, AccountSignInInput } from "../schema";

const resolver = lazyResolver<AccountSignInInput, AccountSignIn>(() =>
  import("../sign-in-resolver").then((module) => module.signInResolver),
);

const notSent = (error: unknown) =>
  toast({ title: "Error", description: userMessage(error, "Please try again."), variant: "destructive" });

export function SignInForm() {
  const [answer, setAnswer] = useState<string | null>(null);
  const { field, handleSubmit, setError, formState } = useLightForm<AccountSignInInput, AccountSignIn>({
    resolver,
    defaultValues: { email: "" },
  });
  const submit = handleSubmit(async (values) => {
    await sendLightForm(setError, ["email"], notSent, async () => {
      const { message } = await apiRequest<{ message: string }>("POST", "/api/business-accounts/sign-in", values);
      setAnswer(message);
    });
  });
  if (answer) {
    return (
      <p role="status" className="rounded-lg border border-green-300 bg-green-50 p-4 text-green-950">
        {answer}
      </p>
    );
  }
  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      aria-label="Sign in to your business account"
      className="space-y-5"
    >
      <EmailField {...field("email")} />
      <Button type="submit" size="lg" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? "Sending..." : "E-mail me a sign-in link"}
      </Button>
    </form>
  );
}
