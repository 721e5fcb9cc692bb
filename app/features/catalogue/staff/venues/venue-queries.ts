import { useQuery } from "@tanstack/react-query";
import { apiGet } from "#app/shared/api-client";
import type { BankHoliday } from "#app/shared/course-day-rules";
import type { AdminVenue } from "./venue-schema";

export const venueKeys = {
  venues: ["admin", "venues"],
  bankHolidays: ["admin", "bank-holidays"],
} as const;

/** Every venue, the academy's first: the Venues table and the venue select of the date and run forms. */
export const useAdminVenues = () =>
  useQuery({ queryKey: venueKeys.venues, queryFn: () => apiGet<AdminVenue[]>("/api/admin/venues") });

/** Bank holidays in England and Wales, from the server (the data package never reaches the browser). */
export const useBankHolidays = () =>
  useQuery({ queryKey: venueKeys.bankHolidays, queryFn: () => apiGet<BankHoliday[]>("/api/admin/bank-holidays") });
