// The business account application (issue 24): the company, where invoices go, whether each booking needs a purchase
// order, and the applicant, who becomes the account's first contact. Validated in the browser by the same schema as
// the server (loaded on the first submit), sent to POST /api/business-accounts.
import CheckCircle2 from "lucide-react/icons/circle-check";
import { useEffect, useId, useRef, useState } from "react";
import { apiRequest, userMessage } from "#app/shared/api-client";
import { lazyResolver } from "#app/shared/lazy-resolver";
import { Button } from "#app/shared/ui/button";
import { TextAreaField, TextField } from "#app/shared/ui/form-field";
import { sendLightForm } from "#app/shared/ui/send-light-form";
import { toast } from "#app/shared/ui/toast-store";
import { useLightForm } from "#app/shared/use-light-form";
import type { AccountApplication, AccountApplicationInput } from "../schema";

const resolver = lazyResolver<AccountApplicationInput, AccountApplication>(() =>
  import("../application-resolver").then((module) => module.applicationResolver),
);

const EMPTY: AccountApplicationInput = {
  companyName: "",
  billingAddress: "",
  billingPostcode: "",
  billingEmail: "",
  phone: "",
  vatNumber: "",
  poRequired: false,
  fullName: "",
  email: "",
  website: "",
};

/** The fields the server may refuse, in the form's order. */
const FIELDS = [
  "companyName",
  "billingAddress",
  "billingPostcode",
  "billingEmail",
  "phone",
  "vatNumber",
  "fullName",
  "email",
] as const;

const notSent = (error: unknown) =>
  toast({
    title: "Error",
    description: userMessage(error, "Your application was not sent. Please try again."),
    variant: "destructive",
  });

export function ApplicationForm() {
  const [sent, setSent] = useState<string | null>(null);
  const [poRequired, setPoRequired] = useState(false);
  const poId = useId();
  const { register, field, handleSubmit, setError, formState } = useLightForm<
    AccountApplicationInput,
    AccountApplication
  >({ resolver, defaultValues: EMPTY });
  const submit = handleSubmit(async (values) => {
    await sendLightForm(setError, FIELDS, notSent, async () => {
      const { message } = await apiRequest<{ message: string }>("POST", "/api/business-accounts", {
        ...values,
        poRequired,
      });
      setSent(message);
    });
  });
  if (sent) return <Sent message={sent} />;
  // POST: a submit before the scripts have run must not put the applicant's details in an address (logs, history).
  return (
    <form method="post" noValidate onSubmit={submit} aria-labelledby="application-title" className="relative space-y-6">
      <h2 id="application-title" className="text-xl font-bold text-brand-900">
        Apply for a business account
      </h2>
      <p className="text-sm text-slate-600">
        Fields marked <span className="text-red-700">*</span> are required.
      </p>
      <fieldset className="space-y-5">
        <legend className="text-base font-semibold text-slate-900">Your company</legend>
        <TextField label="Company name" required autoComplete="organization" {...field("companyName")} />
        <TextAreaField
          label="Billing address"
          required
          rows={3}
          autoComplete="street-address"
          className="min-h-24"
          {...field("billingAddress")}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Postcode"
            required
            autoComplete="postal-code"
            autoCapitalize="characters"
            {...field("billingPostcode")}
          />
          <TextField label="Phone number" type="tel" required autoComplete="tel" {...field("phone")} />
        </div>
        <TextField
          label="Billing e-mail"
          type="email"
          required
          autoComplete="off"
          hint="Where we send invoices and our decision on the account."
          {...field("billingEmail")}
        />
        <TextField
          label="VAT number"
          autoCapitalize="characters"
          hint="Optional, such as GB 123 4567 89. We print it on your invoices."
          {...field("vatNumber")}
        />
        <div className="flex items-start gap-3">
          <input
            id={poId}
            type="checkbox"
            checked={poRequired}
            onChange={(event) => setPoRequired(event.target.checked)}
            className="mt-1 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
          />
          <label htmlFor={poId} className="text-sm text-slate-800">
            We need a purchase order number on each booking
          </label>
        </div>
      </fieldset>
      <fieldset className="space-y-5">
        <legend className="text-base font-semibold text-slate-900">You</legend>
        <p className="text-sm text-slate-600">
          You will be the account&apos;s first contact: you can book for your staff and sign in with a link we e-mail to
          you.
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Your full name" required autoComplete="name" {...field("fullName")} />
          <TextField label="Your e-mail" type="email" required autoComplete="email" {...field("email")} />
        </div>
      </fieldset>
      {/* Honeypot: off-screen and out of the tab order, so only bots fill it. */}
      <div aria-hidden="true" className="absolute top-auto -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="application-website">Website</label>
        <input id="application-website" type="text" tabIndex={-1} autoComplete="off" {...register("website")} />
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? "Sending..." : "Apply for an account"}
      </Button>
    </form>
  );
}

function Sent({ message }: { message: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="py-8 text-center">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-green-700" />
      <h2 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-bold text-brand-900 focus:outline-none">
        Application sent
      </h2>
      <p role="status" className="mt-2 text-slate-700">
        {message}
      </p>
    </div>
  );
}
