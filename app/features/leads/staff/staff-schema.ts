// The staff Leads tab's /api/admin/leads requests and answers (SPEC §2 Leads, §7).
import { z } from "zod";
import { listFilter } from "#app/shared/staff/input-fields";

export const LEAD_STATUSES = ["new", "contacted", "converted", "closed"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** PATCH /api/admin/leads/:id. */
export const LeadStatusInputSchema = z.object({
  status: z.enum(LEAD_STATUSES, "Please choose a status"),
});
export type LeadStatusInput = z.output<typeof LeadStatusInputSchema>;

/** GET /api/admin/leads?status= and /leads.csv?status=. */
export const LeadListQuerySchema = z.object({
  status: listFilter(z.enum(LEAD_STATUSES, "Please choose a status")),
});

export type AdminLead = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  phone: string | null;
  address: string | null;
  postcode: string | null;
  source: string;
  message: string | null;
  interest: string | null;
  selectedCourseId: string | null;
  selectedCourseTitle: string | null;
  selectedCourseDateId: string | null;
  bookingStage: string | null;
  companyName: string | null;
  numberOfTrainees: number | null;
  preferredLocation: string | null;
  status: LeadStatus;
  createdAt: string;
  updatedAt: string;
};
