// Staff change a group's learners (issue 24): cancel some, saying who asked (the refund the one policy gives for that
// answer is shown, and sent back so a changed figure is refused), or substitute one for an approved business.
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { apiGet, apiRequest, userMessage } from "#app/shared/api-client";
import { adminKeys } from "#app/shared/staff/query-client";
import { SelectField } from "#app/shared/ui/form-field";
import { toast } from "#app/shared/ui/toast-store";
import type { ReleaseQuoteView, StaffGroupView } from "./group-changes-schema";
import { releaseText } from "./group-changes-panel";
import {
  chosenLearners,
  ReleaseLearnersFieldset,
  SubstituteLearnerForm,
  useLearnerRelease,
} from "./learner-change-forms";

type Props = { bookingId: string; view: StaffGroupView };

const refused = (title: string, error: unknown) =>
  toast({ title, description: userMessage(error, "Please try again."), variant: "destructive" });

export function StaffGroupChangesPanel({ bookingId, view }: Props) {
  const seated = view.learners.filter((learner) => learner.state === "seated");
  return (
    <div className="mt-4 space-y-6 border-t border-slate-200 pt-4 text-sm">
      {seated.length > 1 && <StaffRelease bookingId={bookingId} seated={seated} />}
      {!view.substitutionRefusal && <StaffSubstitute bookingId={bookingId} seated={seated} />}
    </div>
  );
}

type Seated = StaffGroupView["learners"];

function StaffRelease({ bookingId, seated }: { bookingId: string; seated: Seated }) {
  const [requestedBy, setRequestedBy] = useState<"customer" | "academy">("customer");
  const queryClient = useQueryClient();
  const base = `/api/admin/bookings/${bookingId}/learners/release`;
  const release = useLearnerRelease({
    getQuote: (positions) =>
      apiGet<ReleaseQuoteView>(`${base}?positions=${positions.join(",")}&requestedBy=${requestedBy}`),
    // The quoted refund goes back with the request, so a figure that changed since is refused.
    release: (positions, quote) => apiRequest("POST", base, { positions, requestedBy, refund: quote.refund }),
    done: () => queryClient.invalidateQueries({ queryKey: adminKeys.booking(bookingId) }),
    refused,
  });
  return (
    <ReleaseLearnersFieldset
      release={release}
      seated={seated}
      question={(quote) => (
        <>
          Cancel {chosenLearners(release.chosen.length)}? Their seats are released and{" "}
          {releaseText(quote).replace("you get", "the customer gets").replace("your invoice", "the invoice")}.
        </>
      )}
      keepLabel="Back"
      checkLabel="Show the refund"
    >
      <SelectField
        label="Who asked"
        value={requestedBy}
        onChange={(event) => {
          release.forgetQuote();
          setRequestedBy(event.target.value === "academy" ? "academy" : "customer");
        }}
      >
        <option value="customer">The customer asked</option>
        <option value="academy">The academy cancelled</option>
      </SelectField>
    </ReleaseLearnersFieldset>
  );
}

function StaffSubstitute({ bookingId, seated }: { bookingId: string; seated: Seated }) {
  const queryClient = useQueryClient();
  return (
    <SubstituteLearnerForm
      seated={seated}
      substitute={(position, learner) =>
        apiRequest("POST", `/api/admin/bookings/${bookingId}/learners/${position}/substitute`, learner)
      }
      done={() => queryClient.invalidateQueries({ queryKey: adminKeys.booking(bookingId) })}
      doneDescription="The new learner is e-mailed their joining instructions."
      refused={refused}
    />
  );
}
