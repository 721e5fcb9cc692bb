import CheckCircle2 from "lucide-react/icons/circle-check";
import Send from "lucide-react/icons/send";
import { useEffect, useRef, useState } from "react";
import { ApiError, apiRequest, userMessage } from "#app/shared/api-client";
import { Button } from "#app/shared/ui/button";
import { SelectField, TextAreaField, TextField } from "#app/shared/ui/form-field";
import { toast } from "#app/shared/ui/toast-store";
import { REPLY_PROMISE } from "./contact-content";
import { lazyResolver } from "#app/shared/lazy-resolver";
import { useLightForm } from "#app/shared/use-light-form";
import { CONTACT_SUBJECTS, isSpam, SPAM_MESSAGE, toContactLead, type ContactLeadCreated } from "./contact-rules";
import type { ContactFormInput, ContactFormValues } from "./schema";

const resolver = lazyResolver<ContactFormInput, ContactFormValues>(() =>
  import("./contact-resolver").then((module) => module.contactResolver),
);

const EMPTY_FORM: ContactFormInput = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  subject: "",
  message: "",
  website: "",
};

/** The fields the server may refuse, in the form's order. */
const SERVER_FIELDS = ["firstName", "lastName", "email", "phone", "message"] as const;

/** The message form and its success panel (SPEC §4 contact form states, §5 rules, §8 messages). */
export function ContactForm() {
  const [state, setState] = useState<"form" | "sent" | "again">("form");
  if (state === "sent") return <SuccessPanel onAnother={() => setState("again")} />;
  return <MessageForm focusFirstField={state === "again"} onSent={() => setState("sent")} />;
}

function MessageForm({ focusFirstField, onSent }: { focusFirstField: boolean; onSent(): void }) {
  const [spam, setSpam] = useState(false);
  const {
    register,
    field,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { isSubmitting },
  } = useLightForm<ContactFormInput, ContactFormValues>({ resolver, defaultValues: EMPTY_FORM });

  const submit = handleSubmit(async (values) => {
    // SPEC §5: a filled honeypot is refused here and nothing is sent.
    if (isSpam(values.website)) {
      setSpam(true);
      return;
    }
    setSpam(false);
    try {
      await apiRequest<ContactLeadCreated>("POST", "/api/leads/contact", toContactLead(values));
    } catch (error) {
      toast({
        title: "Error",
        description: userMessage(error, "Failed to send message. Please try again."),
        variant: "destructive",
      });
      if (error instanceof ApiError && error.fieldErrors) {
        // Only a refused form needs this: loaded then, not with the page.
        const { applyFieldErrors } = await import("#app/shared/form-errors");
        applyFieldErrors(error, setError, SERVER_FIELDS);
      }
      return;
    }
    toast({ title: "Message Sent!", description: REPLY_PROMISE });
    reset(EMPTY_FORM);
    onSent();
  });

  useEffect(() => {
    // Back from the success panel, whose button has gone: put focus somewhere useful.
    if (focusFirstField) setFocus("firstName");
  }, [focusFirstField, setFocus]);

  // POST: a submit before the scripts have run must not put the person's details in an address (logs, history).
  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      aria-labelledby="contact-form-title"
      className="relative space-y-5"
    >
      <h2 id="contact-form-title" className="text-xl font-bold text-brand-900">
        Send Us a Message
      </h2>
      <p className="text-sm text-slate-600">
        Fields marked <span className="text-red-700">*</span> are required.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="First Name" required autoComplete="given-name" {...field("firstName")} />
        <TextField label="Last Name" required autoComplete="family-name" {...field("lastName")} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Email Address" type="email" required autoComplete="email" {...field("email")} />
        <TextField label="Phone Number" type="tel" autoComplete="tel" hint="Optional" {...field("phone")} />
      </div>
      <SelectField label="Subject" required {...field("subject")}>
        <option value="">Select a subject</option>
        {CONTACT_SUBJECTS.map((subject) => (
          <option key={subject.value} value={subject.value}>
            {subject.label}
          </option>
        ))}
      </SelectField>
      <TextAreaField label="Message" required rows={6} placeholder="How can we help?" {...field("message")} />
      {/* Honeypot (SPEC §5): off-screen and out of the tab order, so only bots fill it. */}
      <div aria-hidden="true" className="absolute top-auto -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register("website")} />
      </div>
      {spam && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
          {SPAM_MESSAGE}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isSubmitting}>
        <Send aria-hidden="true" className="size-4" />
        {isSubmitting ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}

function SuccessPanel({ onAnother }: { onAnother(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="py-8 text-center">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-green-700" />
      <h2
        ref={heading}
        tabIndex={-1}
        className="mt-4 scroll-mt-40 text-2xl font-bold text-brand-900 focus:outline-none"
      >
        Thank You!
      </h2>
      <p className="mt-2 text-slate-600">Your message has been sent. {REPLY_PROMISE}</p>
      <Button className="mt-6" variant="outline" onClick={onAnother}>
        Send Another Message
      </Button>
    </div>
  );
}
