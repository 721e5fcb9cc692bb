// Amounts staff type in pounds (kept out of app/shared/money.ts, which every public page loads).
/** Pence from what someone typed as pounds ('149', '£49.50', '1,049.5'), or undefined when it is not an amount. */
export function penceFromPounds(text: string): number | undefined {
  const match = /^£?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const pounds = Number(match[1]!.replaceAll(",", ""));
  const pennies = Number((match[2] ?? "0").padEnd(2, "0"));
  return pounds * 100 + pennies;
}
