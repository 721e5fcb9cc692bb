import MapPinPlus from "lucide-react/icons/map-pin-plus";
import type { ReactNode } from "react";
import type { Column } from "#app/shared/staff/data-table";
import { RowFormDialog } from "#app/shared/staff/form-dialog";
import { AddButton, editDeleteColumn, StaffListTab, useDeleteRow } from "#app/shared/staff/staff-list";
import { ADDRESS_TO_FOLLOW } from "../../venue-facts";
import type { AdminVenue } from "./venue-schema";
import { useAdminVenues, venueKeys } from "./venue-queries";
import { VenueForm } from "./venue-form";

function VenueDialog({ venue, trigger }: { venue?: AdminVenue; trigger: ReactNode }) {
  return (
    <RowFormDialog
      noun="Venue"
      editing={venue?.name}
      intro="A place courses are taught, kept once for every date and run."
      trigger={trigger}
    >
      {(close) => <VenueForm venue={venue} onSaved={close} />}
    </RowFormDialog>
  );
}

function AddressCell({ venue }: { venue: AdminVenue }) {
  if (venue.isAcademy) return <span className="text-slate-700">The academy's address (site settings)</span>;
  if (venue.needsAddress) {
    return <span className="font-medium text-amber-800">No address: learners are told "{ADDRESS_TO_FOLLOW}"</span>;
  }
  return <span className="whitespace-pre-line">{venue.address}</span>;
}

/** Venues (issue 21): each date and run picks one, so every page, e-mail and calendar file names the same place. */
export default function VenuesTab() {
  const venues = useAdminVenues();
  const remove = useDeleteRow("/api/admin/venues", "venue", [venueKeys.venues]);
  const columns: Column<AdminVenue>[] = [
    { header: "Name", cell: (venue) => <span className="font-medium text-slate-900">{venue.name}</span> },
    { header: "Address", cell: (venue) => <AddressCell venue={venue} /> },
    { header: "Dates", cell: (venue) => venue.uses, className: "whitespace-nowrap" },
    editDeleteColumn({
      name: (venue) => `venue: ${venue.name}`,
      edit: (venue, trigger) => <VenueDialog venue={venue} trigger={trigger} />,
      deleteTitle: "Delete venue",
      deleteQuestion: (venue) =>
        `Are you sure you want to delete ${venue.name}? A venue that any date or run uses cannot be deleted.`,
      remove,
    }),
  ];
  return (
    <StaffListTab
      id="venues-heading"
      title="Venues"
      description="Where courses are taught: each date and run picks one."
      actions={<VenueDialog trigger={<AddButton icon={MapPinPlus}>Add Venue</AddButton>} />}
      query={venues}
      items="venues"
      columns={columns}
      empty='No venues yet. Click "Add Venue" to create one.'
    />
  );
}
