import { useId, type KeyboardEvent, type ReactNode } from "react";

export type TabItem = { value: string; label: ReactNode; content: ReactNode };

type Props = {
  items: readonly TabItem[];
  value: string;
  onValueChange: (value: string) => void;
  /** The tab list's accessible name. */
  label: string;
  listClassName?: string;
  /** Styles the tabs; `data-state` is "active" or "inactive", as Radix Tabs set it. */
  tabClassName?: string;
  /** Styles the panels, all of which are rendered; `data-state` says which one shows. */
  panelClassName?: string;
};

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab in the Tab order (the selected one), Left/Right
 * (wrapping) and Home/End move between tabs and select the one reached, Enter/Space or a click select. Written here
 * rather than taken from Radix because it is on /policies, where Radix Tabs' runtime with roving focus and
 * Collection cost ~9 KB gzipped, past the page's script budget (docs/decisions/006). Every panel is rendered, so
 * the server's HTML holds them all; the caller's CSS hides the inactive ones (`data-state`).
 */
export function Tabs({ items, value, onValueChange, label, listClassName, tabClassName, panelClassName }: Props) {
  const baseId = useId();
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    document.getElementById(tabId(target))?.focus();
    onValueChange(items[target]!.value);
  };

  return (
    <div data-orientation="horizontal">
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className={listClassName}>
        {items.map((item, index) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={selected}
              aria-controls={panelId(index)}
              tabIndex={selected ? 0 : -1}
              data-state={selected ? "active" : "inactive"}
              className={tabClassName}
              onClick={() => onValueChange(item.value)}
              onKeyDown={(event) => moveFocus(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.value}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          tabIndex={0}
          data-state={item.value === value ? "active" : "inactive"}
          className={panelClassName}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
