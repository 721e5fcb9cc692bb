// 'Learner' on a booking's staff page (issue 23): what the awarding body needs, as the learner gave it on their
// booking page, and staff's corrections (checked by the same schema). The renewal-reminders consent is the
// learner's own: shown, not changed here.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { apiGet, apiRequest, userMessage } from "#app/shared/api-client";
import { Button } from "#app/shared/ui/button";
import { TextField } from "#app/shared/ui/form-field";
import { SaveOrCancel } from "#app/shared/ui/save-or-cancel";
import { sendLightForm } from "#app/shared/ui/send-light-form";
import { toast } from "#app/shared/ui/toast-store";
import type { LearnerDetailsView } from "#app/features/learners/learner-details-rules";
import { TitledSection } from "#app/shared/staff/record-sections";
import {
  LEARNER_DETAILS_FIELDS,
  learnerDetailsBody,
  useLearnerDetailsForm,
} from "../booking-page/learner-details-form";

export function StaffLearnerSection({ bookingId }: { bookingId: string }) {
  const [editing, setEditing] = useState(false);
  const learner = useQuery({
    queryKey: ["admin", "booking", bookingId, "learner"],
    queryFn: () => apiGet<LearnerDetailsView>(`/api/admin/bookings/${bookingId}/learner`),
    retry: false,
  });
  if (!learner.data) return null;
  return (
    <TitledSection look="card" id="learner-heading" title="Learner">
      {editing ? (
        <StaffLearnerForm bookingId={bookingId} learner={learner.data} onDone={() => setEditing(false)} />
      ) : (
        <>
          {learner.data.note && <p className="mb-3 text-sm text-amber-900">{learner.data.note}</p>}
          <dl className="grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
            {learner.data.shown.map(({ label, value }) => (
              <div key={label} className="contents">
                <dt className="text-slate-600">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <Button variant="outline" size="sm" className="mt-4" onClick={() => setEditing(true)}>
            Correct learner details
          </Button>
        </>
      )}
    </TitledSection>
  );
}

function StaffLearnerForm({
  bookingId,
  learner,
  onDone,
}: {
  bookingId: string;
  learner: LearnerDetailsView;
  onDone(): void;
}) {
  const queryClient = useQueryClient();
  const { field, handleSubmit, setError, formState } = useLearnerDetailsForm(learner);
  const submit = handleSubmit(async (values) => {
    const saved = await sendLightForm(
      setError,
      LEARNER_DETAILS_FIELDS,
      (error) => toast({ title: "Not saved", description: userMessage(error, "Please try again.") }),
      () => apiRequest("PUT", `/api/admin/bookings/${bookingId}/learner`, learnerDetailsBody(learner, values)),
    );
    if (!saved) return;
    toast({ title: "Learner details saved" });
    await queryClient.invalidateQueries({ queryKey: ["admin", "booking", bookingId] });
    onDone();
  });
  return (
    <form method="post" noValidate onSubmit={submit} aria-label="Correct learner details" className="space-y-4">
      <TextField label="Full name, as on their ID" required {...field("fullName")} />
      <TextField label="Date of birth" type="date" required {...field("dateOfBirth")} />
      {learner.asksSiaLicence && (
        <>
          <TextField label="SIA licence number" inputMode="numeric" required {...field("siaLicenceNumber")} />
          <TextField label="SIA licence expiry date" type="date" required {...field("siaLicenceExpiresOn")} />
        </>
      )}
      <SaveOrCancel label="Save learner details" saving={formState.isSubmitting} onCancel={onDone} />
    </form>
  );
}
