// The waiting-list form: name, e-mail and phone; the answer is the person's place in line.
import { useState } from "react";
import { apiRequest, userMessage } from "#app/shared/api-client";
import { formatDate } from "#app/shared/dates";
import { lazyResolver } from "#app/shared/lazy-resolver";
import { Button } from "#app/shared/ui/button";
import { Dialog, DialogContent } from "#app/shared/ui/dialog";
import { EmailField, PhoneField } from "#app/shared/ui/contact-fields";
import { TextField } from "#app/shared/ui/form-field";
import { sendLightForm } from "#app/shared/ui/send-light-form";
import { toast } from "#app/shared/ui/toast-store";
import { useLightForm } from "#app/shared/use-light-form";
import type { WaitlistDate } from "./waitlist-view";

export type { WaitlistDate };
import type { WaitlistPerson } from "./schema";

const resolver = lazyResolver<WaitlistPerson, WaitlistPerson>(() =>
  import("./waitlist-person-resolver").then((module) => module.waitlistPersonResolver),
);

const notAdded = (error: unknown) =>
  toast({ title: "Not added to the list", description: userMessage(error, "Please try again.") });

export function JoinWaitlistDialog({
  open,
  onOpenChange,
  date,
  courseTitle,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  date: WaitlistDate;
  courseTitle: string;
}) {
  const [joined, setJoined] = useState<string | null>(null);
  const { field, handleSubmit, setError, formState } = useLightForm<WaitlistPerson, WaitlistPerson>({
    resolver,
    defaultValues: { fullName: "", email: "", phone: "" },
  });
  const submit = handleSubmit(async (values) => {
    await sendLightForm(setError, ["fullName", "email", "phone"], notAdded, async () => {
      const answer = await apiRequest<{ message: string }>("POST", "/api/waiting-list", {
        ...values,
        [date.kind === "instance" ? "instanceId" : "availableDateId"]: date.id,
      });
      setJoined(answer.message);
    });
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Join the waiting list"
        description={`${courseTitle}, ${formatDate(date.startDate)}, ${date.location}`}
      >
        {joined ? (
          <div className="space-y-4">
            <p role="status" className="rounded-lg bg-green-50 p-4 text-green-900">
              {joined}
            </p>
            <p className="text-sm text-slate-700">
              Once you have confirmed, if a seat frees up, we hold it for you and e-mail you a link to book it.
            </p>
            <Button onClick={() => onOpenChange(false)}>Close</Button>
          </div>
        ) : (
          <form method="post" noValidate onSubmit={submit} aria-label="Join the waiting list" className="space-y-4">
            <p className="text-sm text-slate-700">
              This date is full. Leave your details and confirm your e-mail address from the link we send you; then, if
              a seat frees up, we hold it for you and e-mail you a link to book it.
            </p>
            <TextField label="Full name" autoComplete="name" required {...field("fullName")} />
            <EmailField {...field("email")} />
            <PhoneField {...field("phone")} />
            <Button type="submit" disabled={formState.isSubmitting} className="w-full">
              {formState.isSubmitting ? "Joining..." : "Join the waiting list"}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
