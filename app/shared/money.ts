// Money is integer pence everywhere; this is the one place it becomes text.
const wholePounds = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "GBP",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const exactPounds = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });

/** '£249' — public pages show pounds without decimals (SPEC §9), rounded half up. */
export function formatPounds(pence: number): string {
  return wholePounds.format(Math.round(pence / 100));
}

/** '249.00' — the plain decimal amount machine-readable formats expect (schema.org Offer.price). */
export function decimalPounds(pence: number): string {
  return (pence / 100).toFixed(2);
}

/** '£249.50' — where pennies matter (admin tables, receipts); whole amounts drop the '.00'. */
export function formatPoundsExact(pence: number): string {
  const text = exactPounds.format(pence / 100);
  return text.endsWith(".00") ? text.slice(0, -3) : text;
}
