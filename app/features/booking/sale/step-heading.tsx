import { useEffect, useRef, type ReactNode } from "react";

/**
 * A step's heading. After a step change it takes focus, so keyboard and
 * screen-reader users land on the new step instead of on the page behind.
 */
export function StepHeading({ children, focusOnMount }: { children: ReactNode; focusOnMount: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <h3 ref={ref} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
      {children}
    </h3>
  );
}
