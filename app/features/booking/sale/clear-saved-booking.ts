// Forgetting the saved booking, apart from the checks on reading it (booking-storage.ts): /booking-success only
// clears, and should not load the rest with its page (decision 006).
import { BOOKING_DATA_KEY, BOOKING_INFO_KEY } from "./booking-storage-keys";

/** The browser's local storage, or undefined on the server or where it is blocked (private modes, policies). */
export function browserStorage(): Pick<Storage, "getItem" | "setItem" | "removeItem"> | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Forgets the booking in progress (SPEC §2 /booking-success "clears the saved booking data"). */
export function clearSavedBooking(storage = browserStorage()): void {
  for (const key of [BOOKING_DATA_KEY, BOOKING_INFO_KEY]) {
    try {
      storage?.removeItem(key);
    } catch {
      // Storage blocked: nothing was saved either.
    }
  }
}
