// A contact asks for a sign-in link (issue 24): the same answer whether or not the address is known.
import { lazyResolver } from "#app/shared/lazy-resolver";
import { Button } from "#app/shared/ui/button";
import { EmailField } from "#app/shared/ui/contact-fields";
import { LinkRequestAnswer, useLinkRequest } from "#app/shared/ui/link-request-form";
import type { AccountSignIn, AccountSignInInput } from "../schema";

const resolver = lazyResolver<AccountSignInInput, AccountSignIn>(() =>
  import("../sign-in-resolver").then((module) => module.signInResolver),
);

export function SignInForm() {
  const { answer, submit, field, isSubmitting } = useLinkRequest<AccountSignInInput, AccountSignIn>(
    "/api/business-accounts/sign-in",
    { resolver, defaultValues: { email: "" } },
    ["email"],
  );
  if (answer) return <LinkRequestAnswer answer={answer} />;
  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      aria-label="Sign in to your business account"
      className="space-y-5"
    >
      <EmailField {...field("email")} />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? "Sending..." : "E-mail me a sign-in link"}
      </Button>
    </form>
  );
}
