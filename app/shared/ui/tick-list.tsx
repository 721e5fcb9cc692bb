import CheckCircle2 from "lucide-react/icons/circle-check";
import type { LucideIcon } from "lucide-react";

/**
 * A list of short points, each after a green tick: what a course includes, a trainer's credentials, the academy's
 * commitments. `large` for points set as body text, beside a heading, rather than in a card.
 */
export function TickList({
  items,
  className,
  large,
  icon: Icon = CheckCircle2,
}: {
  items: readonly string[];
  className: string;
  large?: boolean;
  icon?: LucideIcon;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={large ? "flex gap-3 leading-7" : "flex gap-2"}>
          <Icon aria-hidden="true" className={`shrink-0 text-green-700 ${large ? "mt-1 size-5" : "mt-0.5 size-4"}`} />
          {item}
        </li>
      ))}
    </ul>
  );
}
