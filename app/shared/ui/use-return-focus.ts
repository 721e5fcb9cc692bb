import { useLayoutEffect, useRef } from "react";

/**
 * Puts focus back where it was when a controlled dialog with no trigger
 * closes (Radix returns it only to its own Trigger). A layout effect runs
 * before Radix moves focus into the dialog, so it sees the opener; on close
 * the focus waits a task, until the dialog's focus trap has gone.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    const element = opener.current;
    opener.current = null;
    if (!element) return;
    const timer = setTimeout(() => {
      if (element.isConnected) element.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [open]);
}
