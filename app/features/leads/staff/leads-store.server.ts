// Leads for staff: every lead from the contact form and the booking flow.
import { desc, eq, getTableColumns, type SQL } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { courses, leads } from "#db/schema";
import { notFound } from "#app/shared/http-error";
import type { AdminLead, LeadStatus } from "./staff-schema";
import { csvDateTime, toCsv, type CsvColumn } from "#app/shared/staff/csv";

const leadNotFound = () => notFound("Lead not found");

async function selectLeads(db: Executor, where?: SQL): Promise<AdminLead[]> {
  const rows = await db
    .select({ ...getTableColumns(leads), selectedCourseTitle: courses.title })
    .from(leads)
    .leftJoin(courses, eq(courses.id, leads.selectedCourseId))
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id));
  return rows.map(({ createdAt, updatedAt, ...lead }) => ({
    ...lead,
    status: lead.status as LeadStatus,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  }));
}

/** Leads, newest first, optionally of one status, with the title of the course they chose. */
export const listLeads = (db: Executor, filter: { status?: LeadStatus } = {}) =>
  selectLeads(db, filter.status ? eq(leads.status, filter.status) : undefined);

export async function setLeadStatus(db: Executor, id: string, status: LeadStatus): Promise<AdminLead> {
  const [row] = await db.update(leads).set({ status }).where(eq(leads.id, id)).returning({ id: leads.id });
  if (!row) throw leadNotFound();
  const [lead] = await selectLeads(db, eq(leads.id, id));
  return lead!;
}

export async function deleteLead(db: Executor, id: string): Promise<void> {
  const [row] = await db.delete(leads).where(eq(leads.id, id)).returning({ id: leads.id });
  if (!row) throw leadNotFound();
}

const LEAD_COLUMNS: CsvColumn<AdminLead>[] = [
  { header: "Received", value: (lead) => csvDateTime(lead.createdAt) },
  { header: "Status", value: (lead) => lead.status },
  { header: "Source", value: (lead) => lead.source },
  { header: "Name", value: (lead) => lead.fullName ?? [lead.firstName, lead.lastName].filter(Boolean).join(" ") },
  { header: "Email", value: (lead) => lead.email },
  { header: "Phone", value: (lead) => lead.phone },
  { header: "Address", value: (lead) => lead.address },
  { header: "Postcode", value: (lead) => lead.postcode },
  { header: "Course", value: (lead) => lead.selectedCourseTitle },
  { header: "Booking stage", value: (lead) => lead.bookingStage },
  { header: "Company", value: (lead) => lead.companyName },
  { header: "Trainees", value: (lead) => lead.numberOfTrainees },
  { header: "Preferred location", value: (lead) => lead.preferredLocation },
  { header: "Interest", value: (lead) => lead.interest },
  { header: "Message", value: (lead) => lead.message },
];

export const leadsCsv = (rows: readonly AdminLead[]) => toCsv(rows, LEAD_COLUMNS);
