import ChevronDown from "lucide-react/icons/chevron-down";
import { useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "./cn";

export type AccordionItem = { key: string; heading: ReactNode; content: ReactNode };

type Props = {
  items: AccordionItem[];
  /** "multiple": each item opens on its own; "single": opening one closes the others. */
  type: "multiple" | "single";
  className?: string;
  contentClassName?: string;
};

/**
 * The WAI-ARIA accordion pattern: each heading holds a button with aria-expanded that shows or hides its region;
 * Up/Down/Home/End move between the buttons. Written here rather than taken from Radix because it is on the course
 * page, where Radix Accordion's runtime cost a tenth of the page's script budget (docs/decisions/006). The closed
 * regions are in the server's HTML, hidden, so search engines and find-in-page see them.
 */
export function Accordion({ items, type, className, contentClassName }: Props) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setOpen((current) => {
      if (current.has(key)) return new Set([...current].filter((k) => k !== key));
      return type === "single" ? new Set([key]) : new Set([...current, key]);
    });

  return (
    <div className={className} onKeyDown={moveBetweenTriggers}>
      {items.map((item, index) => {
        const expanded = open.has(item.key);
        const triggerId = `${baseId}-trigger-${index}`;
        const regionId = `${baseId}-region-${index}`;
        return (
          <div key={item.key}>
            <h3 className="text-base font-semibold text-brand-900">
              <button
                type="button"
                id={triggerId}
                aria-expanded={expanded}
                aria-controls={regionId}
                data-accordion-trigger=""
                data-state={expanded ? "open" : "closed"}
                onClick={() => toggle(item.key)}
                className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left hover:bg-slate-50"
              >
                <span>{item.heading}</span>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
                />
              </button>
            </h3>
            <div
              id={regionId}
              role="region"
              aria-labelledby={triggerId}
              hidden={!expanded}
              className={cn("px-5 pb-5", contentClassName)}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}

const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

function moveBetweenTriggers(event: KeyboardEvent<HTMLDivElement>) {
  const move = KEY_MOVES[event.key];
  const target = event.target as HTMLElement;
  if (!move || !target.hasAttribute("data-accordion-trigger")) return;
  const triggers = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("[data-accordion-trigger]")];
  const index = triggers.indexOf(target as HTMLButtonElement);
  if (index === -1) return;
  event.preventDefault();
  triggers[move(index, triggers.length)]?.focus();
}
