import type { AdminLead } from "./staff-schema";

/** What a lead told us beyond the table's columns: the message and the course they chose. */
export function leadDetails(lead: AdminLead): { label: string; value: string }[] {
  const rows: [string, string | number | null][] = [
    ["Message", lead.message],
    ["Selected course", lead.selectedCourseTitle ?? (lead.selectedCourseId ? "Unknown Course" : null)],
    ["Interest", lead.interest],
    ["Booking stage", lead.bookingStage],
    ["Address", lead.address],
    ["Postcode", lead.postcode],
    ["Company", lead.companyName],
    ["Number of trainees", lead.numberOfTrainees],
    ["Preferred location", lead.preferredLocation],
  ];
  return rows
    .filter((row): row is [string, string | number] => row[1] !== null && String(row[1]).trim() !== "")
    .map(([label, value]) => ({ label, value: String(value) }));
}

export function LeadDetails({ lead, id }: { lead: AdminLead; id: string }) {
  const details = leadDetails(lead);
  if (details.length === 0) {
    return (
      <p id={id} className="text-sm text-slate-600">
        No further details.
      </p>
    );
  }
  return (
    <dl id={id} className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
      {details.map((detail) => (
        <div key={detail.label} className="contents">
          <dt className="font-semibold text-slate-800">{detail.label}</dt>
          <dd className="whitespace-pre-line text-slate-700">{detail.value}</dd>
        </div>
      ))}
    </dl>
  );
}
