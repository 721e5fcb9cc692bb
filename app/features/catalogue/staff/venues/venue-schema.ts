// The staff form and /api/admin/venues requests for venues (issue 21), shared by the browser and the server.
import { z } from "zod";
import { isWebAddress, optionalText, requiredText } from "#app/shared/staff/input-fields";
import { multiLine, oneLine } from "#app/shared/plain-text";

export const VENUE_NAME_TAKEN = "A venue with this name already exists";
export const VENUE_IN_USE = (uses: number) =>
  `This venue is used by ${uses} course date${uses === 1 ? "" : "s"}. Choose another venue for ${uses === 1 ? "it" : "them"} first.`;
export const ANOTHER_ACADEMY_VENUE = (name: string) => `${name} is already the academy's own premises`;

/** POST /api/admin/venues and PUT /api/admin/venues/:id. */
export const VenueInputSchema = z.object({
  /** What customers see as the location ('Reading'); dates and runs take it as their location. */
  name: requiredText("Name is required", 200),
  /** Blank for the academy's own premises (the settings' address) or while the address is not yet known. */
  address: z
    .string("Please enter the address as text")
    .trim()
    .max(500, "Must be 500 characters or fewer")
    .check(multiLine)
    .nullish()
    .transform((value) => value ?? ""),
  directions: optionalText(2000, multiLine),
  mapUrl: z
    .string()
    .trim()
    .max(2000, "Must be 2,000 characters or fewer")
    .check(oneLine)
    .refine(
      (value) => value === "" || isWebAddress(value, ["https:"]),
      "Please enter a web address starting with https://",
    )
    .nullish()
    .transform((value) => value || null),
  isAcademy: z.boolean("Please say whether this is the academy's own premises").default(false),
});
export type VenueInput = z.output<typeof VenueInputSchema>;
export type VenueFormValues = z.input<typeof VenueInputSchema>;

export type AdminVenue = VenueInput & {
  id: string;
  /** Course dates and runs that pick this venue, past ones included: a venue in use cannot be deleted. */
  uses: number;
  /** Not the academy's and no address: customers are told 'Address to follow'. */
  needsAddress: boolean;
  createdAt: string;
  updatedAt: string;
};
