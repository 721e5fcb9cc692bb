// Amounts staff type in pounds (kept out of app/shared/money.ts, which every public page loads).
import { z } from "zod";
/** Pence from what someone typed as pounds ('149', '£49.50', '1,049.5'), or undefined when it is not an amount. */
export function penceFromPounds(text: string): number | undefined {
  const match = /^£?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const pounds = Number(match[1]!.replaceAll(",", ""));
  const pennies = Number((match[2] ?? "0").padEnd(2, "0"));
  return pounds * 100 + pennies;
}

/** A form field typed in pounds, handed on in pence to the API's own schema for the amount. */
export function poundsField(pence: z.ZodType<number, number>, message: string) {
  return z
    .string()
    .transform((text, context) => {
      const amount = penceFromPounds(text);
      if (amount === undefined) {
        context.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return amount;
    })
    .pipe(pence);
}

/** Pence as a pounds field is pre-filled: 249, 124.50. */
export const poundsText = (pence: number) => (pence / 100).toFixed(2).replace(/\.00$/, "");
