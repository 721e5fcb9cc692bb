import { zodResolver } from "@hookform/resolvers/zod";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "#app/shared/seo";
import { TextAreaField, TextField } from "#app/shared/ui/form-field";
import { CheckboxField } from "#app/shared/staff/form-controls";
import { adminKeys } from "#app/shared/staff/query-client";
import { FormActions, rowSaveToasts, useStaffForm } from "#app/shared/staff/staff-form";
import { formValuesFrom } from "#app/shared/staff/form-values-from";
import { VenueInputSchema, type AdminVenue, type VenueFormValues, type VenueInput } from "./venue-schema";
import { venueKeys } from "./venue-queries";

const EMPTY_VENUE_FORM: VenueFormValues = { name: "", address: "", directions: "", mapUrl: "", isAcademy: false };
const VENUE_FORM_FIELDS = Object.keys(EMPTY_VENUE_FORM) as (keyof VenueFormValues)[];

/** A venue's name, address, directions and map link (issue 21); the academy's own takes its address from the settings. */
export function VenueForm({ venue, onSaved }: { venue?: AdminVenue; onSaved(): void }) {
  const site = useRouteLoaderData<RootData>("root")?.site;
  const { register, watch, submit, errors, isSubmitting, field } = useStaffForm<VenueFormValues, VenueInput>({
    resolver: zodResolver(VenueInputSchema),
    defaultValues: venue ? formValuesFrom(EMPTY_VENUE_FORM, venue) : EMPTY_VENUE_FORM,
    fields: VENUE_FORM_FIELDS,
    save: {
      path: "/api/admin/venues",
      id: venue?.id,
      onSaved,
      // A rename is every date's and run's location too.
      invalidates: [venueKeys.venues, adminKeys.instances, adminKeys.dates],
      ...rowSaveToasts(Boolean(venue), "venue", "added"),
    },
  });
  const isAcademy = watch("isAcademy");
  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-5">
      <TextField label="Name" required hint="What learners see as the location, e.g. Reading" {...field("name")} />
      <CheckboxField
        label="The academy's own premises"
        hint={`Its address comes from the site settings${site ? `: ${site.address}` : ""}.`}
        {...register("isAcademy")}
      />
      {errors.isAcademy?.message && (
        <p role="alert" className="text-sm text-red-700">
          {errors.isAcademy.message}
        </p>
      )}
      {!isAcademy && (
        <TextAreaField
          label="Address"
          rows={3}
          hint="Leave blank only until it is known: learners are told the address is to follow."
          {...field("address")}
        />
      )}
      <TextAreaField
        label="Directions"
        rows={3}
        hint="Optional: parking, entrance, who to ask for"
        {...field("directions")}
      />
      <TextField
        label="Map link"
        type="url"
        hint="Optional: https://… (without one, learners get a map search for the address)"
        {...field("mapUrl")}
      />
      <FormActions submitting={isSubmitting} submitLabel={venue ? "Save Changes" : "Add Venue"} />
    </form>
  );
}
