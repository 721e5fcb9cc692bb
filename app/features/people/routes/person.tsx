import { useParams } from "react-router";
import { RecordHistory } from "#app/features/audit/audit-history";
import { QueryState } from "#app/shared/staff/query-state";
import { StaffPage, staffPageMeta } from "#app/shared/staff/staff-page";
import { useStaffRecord } from "#app/shared/staff/use-staff-record";
import type { PersonPage } from "../schema";
import { ErasePersonButton } from "../ui/erase-person";
import { PersonView } from "../ui/person-view";
import { StaffNotes } from "../ui/staff-notes";
import { SubjectAccessLink } from "../ui/subject-access-link";
import type { Route } from "./+types/person";

export function meta({ matches, params }: Route.MetaArgs) {
  return staffPageMeta(
    matches,
    "Person",
    "A person in the staff area: their bookings, payments, waiting lists, messages and enquiries.",
    `/admin/people/${params.id}`,
  );
}

/** /admin/people/{id}: one person, by e-mail address (issue 21). */
export default function Person() {
  const { id = "" } = useParams();
  const { record: person, title } = useStaffRecord<PersonPage>(
    ["admin", "person", id],
    `/api/admin/people/${id}`,
    (page) => (page.erased ? "Erased person" : (page.names[0] ?? page.email)),
  );
  return (
    <StaffPage
      title={title ?? "Person"}
      back={{ to: "/admin/search", label: "Search" }}
      actions={
        person.data && !person.data.erased ? (
          <>
            <SubjectAccessLink personId={person.data.id} />
            <ErasePersonButton personId={person.data.id} />
          </>
        ) : undefined
      }
    >
      <QueryState query={person} loadingLabel="Loading the person" errorMessage="Failed to load this person.">
        {(page) => (
          <>
            <PersonView person={page} />
            {/* An erased person's notes were deleted with them; none is added about nobody (decision 025). */}
            {!page.erased && <StaffNotes of={{ personId: page.id }} />}
            <RecordHistory of={{ personId: page.id }} refreshedAt={person.dataUpdatedAt} />
          </>
        )}
      </QueryState>
    </StaffPage>
  );
}
