// What an erased person's records carry instead of their details (issue 23, decision 025). Each erased person gets an
// address of their own under the reserved `.invalid` domain (RFC 6761: it can never be delivered), so their skeleton
// records (bookings' figures, payments, the waiting-list entries' states) still hang together on one staff page, no
// search for the old name, e-mail or phone finds them, and the address itself says the person was erased.

// The same word as migration 0026's document_redacted_customer, which blanks a person in their issued documents.
export const ERASED_NAME = "Erased";

const ERASED_DOMAIN = "erased.invalid";

/** The address that stands for erased person `personId` in every record that held theirs. */
export const erasedAddressOf = (personId: string) => `erased-${personId}@${ERASED_DOMAIN}`;

export const isErasedAddress = (email: string | null | undefined) =>
  typeof email === "string" && email.trim().toLowerCase().endsWith(`@${ERASED_DOMAIN}`);
