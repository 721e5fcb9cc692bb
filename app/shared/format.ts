/** '1 Day', '2 Days' (SPEC §9). */
export function formatDuration(days: number): string {
  return `${days} ${days === 1 ? "Day" : "Days"}`;
}

/**
 * Training-day lists (SPEC §9): one day alone, two joined with ' & ', up to
 * five joined with commas, more than five shown as 'first - last'.
 */
export function formatWeekdays(days: readonly string[]): string {
  if (days.length <= 1) return days[0] ?? "";
  if (days.length === 2) return `${days[0]} & ${days[1]}`;
  if (days.length <= 5) return days.join(", ");
  return `${days[0]} - ${days[days.length - 1]}`;
}
