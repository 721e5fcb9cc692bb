import Printer from "lucide-react/icons/printer";
import { useParams } from "react-router";
import { RecordHistory } from "#app/features/audit/audit-history";
import { formatDate } from "#app/shared/dates";
import { seoMeta } from "#app/shared/seo";
import { useDocumentTitle } from "#app/shared/staff/use-document-title";
import { Button } from "#app/shared/ui/button";
import { StaffPage } from "#app/shared/staff/staff-page";
import { DateMessage } from "../staff/date-message";
import { DateResultsSection } from "../staff/date-results";
import { DateRoster, useRoster, type StaffDateKey } from "../staff/date-roster";
import { NewBookingLink } from "../staff/new-booking-link";
import { OfflinePlacesSection } from "../staff/offline-places-section";
import { CancelDateSection } from "#app/features/catalogue/staff/cancel-date-dialog";
import { RegisterDocumentLinks } from "#app/features/learners/register/register-document-links";
import { LearnersCsvLink } from "#app/features/learners/register/learners-csv-link";
import type { Route } from "./+types/staff-date";

export function meta({ matches, params }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: "Course date",
    description: "A course date in the staff area: its roster and what staff do for it.",
    path: `/admin/dates/${params.kind}/${params.id}`,
    noindex: true,
  });
}

/**
 * /admin/dates/{instance|date}/{id}: one course date's page (issue 21), the office's place for everything about a
 * cohort. Each section below is its own component, owned by the feature that does the work.
 */
export default function StaffDate() {
  const { kind, id = "" } = useParams();
  const dateKey: StaffDateKey = { kind: kind === "instance" ? "instance" : "date", id };
  // The roster's own query names the course and its first day: the page's title (issue 21).
  const roster = useRoster(dateKey);
  const title = roster.data ? `${roster.data.courseTitle}, ${formatDate(roster.data.startDate)}` : undefined;
  useDocumentTitle(title);
  return (
    <StaffPage
      title={title ?? "Course date"}
      back={{ to: `/admin?tab=rosters&date=${dateKey.kind}:${id}`, label: "Rosters" }}
      actions={
        <>
          <NewBookingLink dateKey={dateKey} />
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            Print sign-in sheet
          </Button>
          <RegisterDocumentLinks dateKey={dateKey} />
          <LearnersCsvLink dateKey={dateKey} />
        </>
      }
    >
      <section aria-label="Roster">
        <DateRoster dateKey={dateKey} />
      </section>
      <OfflinePlacesSection dateKey={dateKey} />
      <DateMessage dateKey={dateKey} />
      <DateResultsSection dateKey={dateKey} />
      {title && <CancelDateSection dateKey={dateKey} name={title} />}
      <RecordHistory
        of={{ recordType: dateKey.kind === "instance" ? "instance" : "available-date", recordId: id }}
        refreshedAt={roster.dataUpdatedAt}
      />
    </StaffPage>
  );
}
