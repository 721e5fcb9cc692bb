// The one first aid figure every public page shows (what to bring, in regulations.ts's FIRST_AID as well): a module
// of its own, and a bare number, because what-to-bring.ts is in the file every public page loads. As an object with
// the other figures it cost each page ~60 bytes of a script budget some pages had 24 bytes of (issue 22).

/** The certificate must have at least this many months left on the first day of licence-linked training. */
export const FIRST_AID_MONTHS_LEFT_ON_FIRST_DAY = 12;
