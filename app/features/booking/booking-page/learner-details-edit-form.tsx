// The form behind 'Add learner details' on the booking page (issue 23), loaded when it opens (decision 006).
import { useRef } from "react";
import { formatDate } from "#app/shared/dates";
import { TextField } from "#app/shared/ui/form-field";
import { SaveOrCancel } from "#app/shared/ui/save-or-cancel";
import type { LearnerDetailsView } from "#app/features/learners/learner-details-rules";
import { FIRST_AID, SIA_LICENCE, SIA_LICENCE_NUMBER_DIGITS } from "#app/features/learners/regulations";
import { LEARNER_DETAILS_FIELDS, learnerDetailsBody, useLearnerDetailsForm } from "./learner-details-form";
import { useSaveOnBookingPage } from "./save-on-booking-page";

export function LearnerDetailsEditForm({
  token,
  learner,
  onDone,
  saveTo = "learner",
}: {
  token: string;
  learner: LearnerDetailsView;
  onDone(): void;
  /** Where the details are saved: the booking's link, or a group learner's own (issue 24). */
  saveTo?: "learner" | `/api/${string}`;
}) {
  const consent = useRef<HTMLInputElement>(null);
  const { field, handleSubmit, setError, formState } = useLearnerDetailsForm(learner);
  const save = useSaveOnBookingPage(token, { setError, fields: LEARNER_DETAILS_FIELDS }, onDone);
  const submit = handleSubmit((values) =>
    save(
      saveTo,
      { ...learnerDetailsBody(learner, values), remindersConsent: consent.current?.checked ?? false },
      { title: "Learner details saved", description: "Thank you: we will use them to register the learner." },
    ),
  );
  return (
    <form method="post" noValidate onSubmit={submit} aria-label="Learner details" className="space-y-4">
      <TextField
        label="Full name, as on their ID"
        autoComplete="name"
        required
        hint="Exactly as on the passport or driving licence they will bring: it goes on the certificate."
        {...field("fullName")}
      />
      <TextField
        label="Date of birth"
        type="date"
        autoComplete="bday"
        required
        hint={`The learner must be at least ${learner.minimumAge} on ${formatDate(learner.firstDay)}.`}
        {...field("dateOfBirth")}
      />
      {learner.asksSiaLicence && (
        <>
          <TextField
            label="SIA licence number"
            inputMode="numeric"
            autoComplete="off"
            required
            hint={`The ${SIA_LICENCE_NUMBER_DIGITS} digits on the front of the licence card.`}
            {...field("siaLicenceNumber")}
          />
          <TextField label="SIA licence expiry date" type="date" required {...field("siaLicenceExpiresOn")} />
        </>
      )}
      <div className="flex gap-3">
        <input
          ref={consent}
          id="learner-reminders-consent"
          type="checkbox"
          defaultChecked={learner.remindersConsent}
          aria-describedby="learner-reminders-consent-hint"
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <div>
          <label htmlFor="learner-reminders-consent" className="text-sm font-medium text-slate-800">
            E-mail the learner renewal reminders
          </label>
          <p id="learner-reminders-consent-hint" className="text-xs text-slate-600">
            {FIRST_AID.reminderDaysBefore.join(" and ")} days before their first aid certificate expires, and{" "}
            {SIA_LICENCE.reminderMonthsBefore} months before their SIA licence expires. Untick to stop them; every
            reminder has a link to stop them too.
          </p>
        </div>
      </div>
      <SaveOrCancel label="Save learner details" saving={formState.isSubmitting} onCancel={onDone} />
    </form>
  );
}
