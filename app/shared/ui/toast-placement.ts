// Where toasts show (issue 21, L11). On a phone a modal dialog fills most of the screen, and a toast in the corner
// covered its buttons ('Back to Details' in the booking dialog). While a dialog is open on a phone, toasts show inside
// it, above its title, in the flow of its content: they push it down rather than cover it, and the dialog scrolls up to
// show a new one. Everywhere else they keep the bottom-right corner.
import { useEffect, useState } from "react";

const PHONE = "(max-width: 639px)";
const HOST_ATTRIBUTE = "data-toast-host";

/** The newest open modal dialog on the page, if any. */
function openDialog(): HTMLElement | null {
  const dialogs = document.querySelectorAll<HTMLElement>('[role="dialog"][data-state="open"]');
  return dialogs.length > 0 ? dialogs[dialogs.length - 1]! : null;
}

/** The dialog's toast host: made once, as its first child. */
function hostIn(dialog: HTMLElement): HTMLElement {
  const made = dialog.querySelector<HTMLElement>(`:scope > [${HOST_ATTRIBUTE}]`);
  if (made) return made;
  const host = document.createElement("div");
  host.setAttribute(HOST_ATTRIBUTE, "");
  // Clear of the dialog's close button (top right); the viewport keeps its distance from the title while it shows.
  host.style.marginRight = "2.5rem";
  dialog.prepend(host);
  return host;
}

/** The element toasts should render into instead of the page corner, or null for the corner. */
export function useToastHost(): HTMLElement | null {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const phone = window.matchMedia(PHONE);
    const place = () => {
      const dialog = phone.matches ? openDialog() : null;
      const next = dialog ? hostIn(dialog) : null;
      setHost((current) => (current === next ? current : next));
    };
    place();
    // Dialogs open and close by adding and removing their portal, and say so in data-state.
    const observer = new MutationObserver(place);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ["data-state"],
    });
    phone.addEventListener("change", place);
    return () => {
      observer.disconnect();
      phone.removeEventListener("change", place);
    };
  }, []);
  return host;
}

/**
 * A new toast in a dialog is scrolled into view: the dialog may be scrolled down to the button that raised it. Radix
 * can put the toast into the host a frame or more later (a loaded phone, a step of the dialog mounting at the same
 * time), so the host is shown again whenever it changes size while that toast is open.
 */
export function useRevealNewToast(host: HTMLElement | null, openToastId: number | undefined) {
  useEffect(() => {
    if (!host || openToastId === undefined) return;
    let frame = 0;
    const reveal = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => host.scrollIntoView({ block: "nearest" }));
    };
    reveal();
    const observer = new ResizeObserver(reveal);
    observer.observe(host);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [host, openToastId]);
}
