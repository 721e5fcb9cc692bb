import CheckCircle2 from "lucide-react/icons/circle-check";
import type { ComponentType } from "react";

/**
 * A list whose items each start with a green tick: what a course includes, a trainer's credentials, the academy's
 * commitments. Each place keeps its own spacing through the class names.
 */
export function TickList({
  items,
  icon: Icon = CheckCircle2,
  className,
  itemClassName = "flex gap-2",
  iconClassName = "mt-0.5 size-4 shrink-0 text-green-700",
}: {
  items: readonly string[];
  icon?: ComponentType<{ className?: string; "aria-hidden"?: "true" }>;
  className?: string;
  itemClassName?: string;
  iconClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          <Icon aria-hidden="true" className={iconClassName} />
          {item}
        </li>
      ))}
    </ul>
  );
}
