// The state of the learner details form (issue 23), the same on the booking page and in staff's correction: its
// fields, their values to start from, the schema's checks (loaded when the form opens) and what is sent.
import { useRef } from "react";
import { lazyResolver } from "#app/shared/lazy-resolver";
import { useLightForm } from "#app/shared/use-light-form";
import type { LearnerDetailsView } from "#app/features/learners/learner-details-rules";
import type { LearnerDetailsChecked, LearnerDetailsInput } from "#app/features/learners/learner-details-schema";

export const LEARNER_DETAILS_FIELDS = ["fullName", "dateOfBirth", "siaLicenceNumber", "siaLicenceExpiresOn"] as const;

export function useLearnerDetailsForm(learner: LearnerDetailsView) {
  const resolver = useRef(
    lazyResolver<LearnerDetailsInput, LearnerDetailsChecked>(() =>
      import("./learner-details-resolver").then((module) => module.learnerDetailsResolver(learner)),
    ),
  ).current;
  return useLightForm<LearnerDetailsInput, LearnerDetailsChecked>({
    resolver,
    defaultValues: {
      fullName: learner.fullName,
      dateOfBirth: learner.dateOfBirth ?? "",
      siaLicenceNumber: learner.siaLicenceNumber ?? "",
      siaLicenceExpiresOn: learner.siaLicenceExpiresOn ?? "",
    },
  });
}

/** The fields as sent: the licence only where it is asked (the schema takes text, not the null it answers elsewhere). */
export const learnerDetailsBody = (learner: LearnerDetailsView, values: LearnerDetailsChecked) => ({
  fullName: values.fullName,
  dateOfBirth: values.dateOfBirth,
  ...(learner.asksSiaLicence
    ? { siaLicenceNumber: values.siaLicenceNumber ?? "", siaLicenceExpiresOn: values.siaLicenceExpiresOn ?? "" }
    : {}),
});
