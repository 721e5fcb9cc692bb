import { useQuery } from "@tanstack/react-query";
import ChevronDown from "lucide-react/icons/chevron-down";
import { useState } from "react";
import { apiGet, apiRequest } from "#app/shared/api-client";
import { Button } from "#app/shared/ui/button";
import { cn } from "#app/shared/ui/cn";
import { LEAD_STATUSES, type AdminLead, type LeadStatus } from "./staff-schema";
import { formatInstant, humanise, leadName, withQuery } from "#app/shared/staff/staff-format";
import type { Column } from "#app/shared/staff/data-table";
import { editDeleteColumn, ExportCsvLink, StaffListTab, useDeleteRow } from "#app/shared/staff/staff-list";
import { useAdminMutation } from "#app/shared/staff/use-admin-mutation";
import { adminKeys } from "#app/shared/staff/query-client";
import { Badge } from "#app/shared/staff/status-badge";
import { LeadDetails } from "./lead-details";
import { useUrlFilters } from "#app/shared/staff/use-url-filters";
import { Options } from "#app/shared/ui/options";

const selectClass = "h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900";
/** The lead statuses as both status boxes offer them ('New', 'Contacted', …). */
const STATUS_OPTIONS = LEAD_STATUSES.map((status) => ({ value: status, label: humanise(status) }));

// The status filter is in the URL (issue 21): /admin?status=new.
const STATUS_IN_URL = { status: "status" } as const;

/** SPEC §2 /admin Leads, with a status per lead, a filter and a CSV export. */
export default function LeadsTab() {
  const [filters, setFilters] = useUrlFilters(STATUS_IN_URL);
  const status = (LEAD_STATUSES as readonly string[]).includes(filters.status) ? (filters.status as LeadStatus) : "";
  const setStatus = (next: LeadStatus | "") => setFilters({ status: next });
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const leads = useQuery({
    queryKey: [...adminKeys.leads, { status }],
    queryFn: () => apiGet<AdminLead[]>(withQuery("/api/admin/leads", { status })),
  });
  const setLeadStatus = useAdminMutation<{ id: string; status: LeadStatus }>({
    mutationFn: ({ id, status: next }) => apiRequest("PATCH", `/api/admin/leads/${id}`, { status: next }),
    invalidates: [adminKeys.leads],
    failureMessage: "Failed to update lead",
    success: { title: "Lead updated" },
  });
  const remove = useDeleteRow("/api/admin/leads", "lead", [adminKeys.leads]);
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const columns: Column<AdminLead>[] = [
    { header: "Name", cell: (lead) => <span className="font-medium text-slate-900">{leadName(lead)}</span> },
    {
      header: "Email",
      cell: (lead) => (
        <a href={`mailto:${lead.email}`} className="text-brand-700 underline-offset-2 hover:underline">
          {lead.email}
        </a>
      ),
    },
    { header: "Phone", className: "whitespace-nowrap", cell: (lead) => lead.phone || "N/A" },
    { header: "Source", cell: (lead) => <Badge tone="info">{humanise(lead.source)}</Badge> },
    {
      header: "Status",
      cell: (lead) => (
        <select
          aria-label={`Status of ${leadName(lead)}`}
          className={selectClass}
          value={lead.status}
          disabled={setLeadStatus.isPending && setLeadStatus.variables?.id === lead.id}
          onChange={(event) => setLeadStatus.mutate({ id: lead.id, status: event.target.value as LeadStatus })}
        >
          <Options items={STATUS_OPTIONS} />
        </select>
      ),
    },
    { header: "Date", className: "whitespace-nowrap", cell: (lead) => formatInstant(lead.createdAt) },
    editDeleteColumn({
      name: (lead) => `lead ${leadName(lead)}`,
      more: (lead) => (
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open.has(lead.id)}
          aria-controls={open.has(lead.id) ? `lead-${lead.id}` : undefined}
          aria-label={`Details of ${leadName(lead)}`}
          onClick={() => toggle(lead.id)}
        >
          Details
          <ChevronDown
            aria-hidden="true"
            className={cn("size-4 motion-safe:transition-transform", open.has(lead.id) && "rotate-180")}
          />
        </Button>
      ),
      deleteTitle: "Delete lead",
      deleteQuestion: (lead) =>
        `Are you sure you want to delete the lead from ${leadName(lead)} (${lead.email})? This action cannot be undone.`,
      remove,
    }),
  ];

  return (
    <StaffListTab
      id="leads-heading"
      title="Leads"
      description="Enquiries from the contact form and the booking flow."
      actions={
        <>
          <label htmlFor="lead-status-filter" className="text-sm font-medium text-slate-800">
            Status
          </label>
          <select
            id="lead-status-filter"
            className={selectClass}
            value={status}
            onChange={(event) => setStatus(event.target.value as LeadStatus | "")}
          >
            <option value="">All statuses</option>
            <Options items={STATUS_OPTIONS} />
          </select>
          <ExportCsvLink href={withQuery("/api/admin/leads.csv", { status })} />
        </>
      }
      query={leads}
      items="leads"
      caption="Leads"
      columns={columns}
      empty={status ? `No ${humanise(status).toLowerCase()} leads.` : "No leads yet."}
      expanded={(lead) => (open.has(lead.id) ? <LeadDetails lead={lead} id={`lead-${lead.id}`} /> : null)}
    />
  );
}
