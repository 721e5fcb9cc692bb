// "E-mail everyone on this date" on a course date's page (issue 21, office manager's list item 6): a subject and a
// message, how many will receive it before it goes, one copy per confirmed booking. The form's key is made when it
// opens and kept until the message has gone, so pressing Send twice (or again after a lost answer) sends once.
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import Mail from "lucide-react/icons/mail";
import { useState } from "react";
import { type z } from "zod";
import { apiGet, apiRequest } from "#app/shared/api-client";
import { Button } from "#app/shared/ui/button";
import { TextAreaField, TextField } from "#app/shared/ui/form-field";
import { toast } from "#app/shared/ui/toast-store";
import { useInlineForm } from "#app/shared/staff/inline-form";
import { useAdminMutation } from "#app/shared/staff/use-admin-mutation";
import { DateMessageSchema, type DateMessageAudience, type DateMessageSent } from "./date-message-schema";
import type { StaffDateKey } from "./date-roster";
import { InlineFormActions } from "./inline-form-parts";
import { randomUuid } from "../sale/booking-attempt-key";
import { TitledSection } from "#app/shared/staff/record-sections";

const FormSchema = DateMessageSchema.pick({ subject: true, message: true });
type FormValues = z.output<typeof FormSchema>;

const learners = (count: number) => `${count} ${count === 1 ? "learner" : "learners"}`;

function MessageForm({ path, recipients, onDone }: { path: string; recipients: number; onDone(): void }) {
  const [idempotencyKey] = useState(randomUuid);
  const send = useAdminMutation<FormValues, DateMessageSent>({
    mutationFn: (values) => apiRequest("POST", path, { ...values, idempotencyKey }),
    invalidates: [
      ["admin", "date-message"],
      ["admin", "audit"],
      ["admin", "booking"],
    ],
    failureMessage: "The message was not sent",
  });
  const { submit, field, isSubmitting } = useInlineForm<FormValues, FormValues>({
    resolver: zodResolver(FormSchema),
    defaultValues: { subject: "", message: "" },
    fields: ["subject", "message"],
    send: async (values) => {
      const answer = await send.mutateAsync(values);
      toast({
        title: answer.alreadySent ? "Already sent" : "Message on its way",
        description: `E-mailed to ${learners(answer.sent)}; each copy is on its booking's timeline.`,
      });
    },
    onDone,
  });
  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      aria-label="E-mail everyone on this date"
      className="space-y-4 rounded-lg border border-slate-200 p-4"
    >
      <TextField label="Subject" required {...field("subject")} />
      <TextAreaField
        label="Message"
        required
        rows={6}
        hint="Each learner's copy starts “Dear …” and ends with their course, dates and booking reference. A blank line starts a new paragraph."
        {...field("message")}
      />
      <p className="text-sm font-medium text-slate-800">
        This goes to {learners(recipients)}: everyone with a confirmed booking on this date.
      </p>
      <InlineFormActions
        submitting={isSubmitting || send.isPending}
        submitLabel={`Send to ${learners(recipients)}`}
        busyLabel="Sending..."
        onCancel={onDone}
      />
    </form>
  );
}

export function DateMessage({ dateKey }: { dateKey: StaffDateKey }) {
  const [open, setOpen] = useState(false);
  const path = `/api/admin/dates/${dateKey.kind}/${dateKey.id}/message`;
  const audience = useQuery({
    queryKey: ["admin", "date-message", path],
    queryFn: () => apiGet<DateMessageAudience>(path),
  });
  const recipients = audience.data?.recipients ?? 0;
  return (
    <TitledSection look="page" title="Message the learners">
      <p className="mb-3 text-sm text-slate-600">
        A room change, parking, the trainer ill: one e-mail to each learner with a confirmed booking.
      </p>
      {open ? (
        <MessageForm path={path} recipients={recipients} onDone={() => setOpen(false)} />
      ) : (
        <>
          <Button variant="outline" disabled={recipients === 0} onClick={() => setOpen(true)}>
            <Mail aria-hidden="true" className="size-4" />
            E-mail everyone on this date
          </Button>
          {audience.isSuccess && (
            <p className="mt-2 text-sm text-slate-700">
              {recipients === 0
                ? "Nobody has a confirmed booking on this date yet."
                : `${learners(recipients)} with a confirmed booking.`}
            </p>
          )}
        </>
      )}
    </TitledSection>
  );
}
