import AlertCircle from "lucide-react/icons/circle-exclamation-point";
import LogIn from "lucide-react/icons/log-in";
import { useState } from "react";
import { useNavigate } from "react-router";
import { apiRequest, userMessage } from "#app/shared/api-client";
import { Button } from "#app/shared/ui/button";
import { TextField } from "#app/shared/ui/form-field";
import { lazyResolver } from "#app/shared/lazy-resolver";
import { useLightForm } from "#app/shared/use-light-form";
import type { LoginInput, PublicUser } from "../schema";

// zod and the resolver arrive on the first submit, not with the page (decision 006: /login is public, so in budget).
const resolver = lazyResolver<LoginInput, LoginInput>(() =>
  import("./login-resolver").then((module) => module.loginResolver),
);

/** SPEC §2 /login, §5 login rules, §8 'Login failed'. */
export function LoginForm() {
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string>();
  const {
    field,
    handleSubmit,
    formState: { isSubmitting },
  } = useLightForm<LoginInput>({ resolver, defaultValues: { username: "", password: "" } });

  const submit = handleSubmit(async (values) => {
    setServerError(undefined);
    try {
      await apiRequest<PublicUser>("POST", "/api/auth/login", values);
    } catch (error) {
      setServerError(userMessage(error, "Login failed"));
      return;
    }
    await navigate("/admin");
  });

  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-5">
      {serverError && (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800"
        >
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {serverError}
        </div>
      )}
      <TextField
        label="Username"
        required
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...field("username")}
      />
      <TextField label="Password" type="password" required autoComplete="current-password" {...field("password")} />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        <LogIn aria-hidden="true" className="size-4" />
        {isSubmitting ? "Signing in..." : "Sign In"}
      </Button>
    </form>
  );
}
