// The local-storage keys alone, for pages that write the hand-off without
// needing the zod schemas that check what is read back.
export const BOOKING_DATA_KEY = "bookingData";
export const BOOKING_INFO_KEY = "bookingInfo";
