import { createElement, type SVGProps } from "react";
import { cn } from "./cn";

/** An icon's SVG elements, from lucide's `__iconData` (vite.icons.ts keeps only these). */
export type IconNodes = readonly (readonly [string, Record<string, string>])[];

/**
 * An icon component from lucide's icon data, drawing the same SVG with the stroke settings in CSS (`.icon` in
 * app.css) rather than in eight attributes on every icon: a course page draws sixty. vite.icons.ts builds every
 * `lucide-react/icons/<name>` import with it (decision 006).
 */
export function createIcon(nodes: IconNodes) {
  return function Icon({ className, ...props }: SVGProps<SVGSVGElement>) {
    return (
      <svg viewBox="0 0 24 24" aria-hidden="true" {...props} className={cn("icon", className)}>
        {/* The elements never change order, so their index is a stable key. */}
        {nodes.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
      </svg>
    );
  };
}
