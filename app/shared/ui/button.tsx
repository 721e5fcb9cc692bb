import { cloneElement, isValidElement, type ComponentProps, type ReactElement } from "react";
import { cn } from "./cn";

const variants = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  accent: "bg-accent-500 text-brand-950 hover:bg-accent-400",
  outline: "border border-slate-300 bg-white text-brand-900 hover:bg-slate-50",
  ghost: "text-brand-900 hover:bg-slate-100",
  destructive: "bg-red-700 text-white hover:bg-red-800",
  onDark: "border border-white/40 text-white hover:bg-white/10",
} as const;

const sizes = {
  sm: "h-9 px-3 text-sm",
  md: "h-11 px-5 text-sm",
  lg: "h-12 px-6 text-base",
  icon: "size-11",
} as const;

export type ButtonProps = ComponentProps<"button"> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the child element (a Link, say) with the button's look. */
  asChild?: boolean;
};

export function Button({
  variant = "primary",
  size = "md",
  asChild,
  className,
  type,
  children,
  ...props
}: ButtonProps) {
  // No colour transition: in a section the browser has not laid out yet (`below-the-fold`), a style read before the
  // stylesheet arrived became a transition from the browser's link blue that only ran once the section was drawn, so
  // an accessibility check could read a blue link on navy (Lighthouse, issue 22).
  const classes = cn(
    "inline-flex items-center justify-center gap-2 rounded-md font-semibold disabled:pointer-events-none disabled:opacity-60",
    variants[variant],
    sizes[size],
    className,
  );
  // asChild: the one child (a Link or <a>) takes the button's look. Radix Slot did this at ~1 KB gzipped on every
  // page (decision 006); our uses pass no handlers or refs through it, only the classes and plain attributes.
  if (asChild && isValidElement(children)) {
    const child = children as ReactElement<{ className?: string }>;
    // As with Radix Slot, the child's own props win and the class lists join.
    return cloneElement(child, { ...props, ...child.props, className: cn(classes, child.props.className) });
  }
  return (
    <button type={type ?? "button"} className={classes} {...props}>
      {children}
    </button>
  );
}
