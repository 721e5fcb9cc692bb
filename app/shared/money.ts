// Money is integer pence everywhere; this is the one place it becomes text.
// Written out rather than with Intl.NumberFormat: making the first formatter costs a page's start-up ICU's number
// data (~4 ms of main thread; see ./calendar-names). money.test.ts checks the text against Intl's 'en-GB' GBP.

/** '1,234,567': whole, non-negative pounds with thousands separators. */
const grouped = (pounds: number): string => String(pounds).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** '£249' — public pages show pounds without decimals (SPEC §9), rounded half up. */
export function formatPounds(pence: number): string {
  const pounds = Math.round(pence / 100);
  return `${pounds < 0 ? "-" : ""}£${grouped(Math.abs(pounds))}`;
}

/** '249.00' — the plain decimal amount machine-readable formats expect (schema.org Offer.price). */
export function decimalPounds(pence: number): string {
  return (pence / 100).toFixed(2);
}

/** '£249.50' — where pennies matter (admin tables, receipts); whole amounts drop the '.00'. */
export function formatPoundsExact(pence: number): string {
  const whole = Math.round(Math.abs(pence));
  const pennies = whole % 100;
  const sign = pence < 0 && whole > 0 ? "-" : "";
  return `${sign}£${grouped(Math.floor(whole / 100))}${pennies === 0 ? "" : `.${String(pennies).padStart(2, "0")}`}`;
}
