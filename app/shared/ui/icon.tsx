import { createElement, type SVGProps } from "react";
import { cn } from "./cn";

/** What each lucide icon module exports as `__iconData`: its name and SVG elements. */
export type IconData = { name: string; node: readonly (readonly [string, Record<string, string>])[] };

/**
 * An icon component from lucide's icon data, drawing the same SVG with the stroke settings in CSS (`.icon` in
 * app.css) rather than in eight attributes on every icon: a course page draws sixty. vite.icons.ts builds every
 * `lucide-react/icons/<name>` import with it (decision 006).
 */
export function createIcon(data: IconData) {
  function Icon({ className, ...props }: SVGProps<SVGSVGElement>) {
    return (
      <svg viewBox="0 0 24 24" aria-hidden="true" {...props} className={cn("icon", className)}>
        {data.node.map(([tag, { key, ...attributes }]) => createElement(tag, { key, ...attributes }))}
      </svg>
    );
  }
  Icon.displayName = data.name;
  return Icon;
}
