// The footer in the browser: what the server drew, kept as it is (decision 006, issue 22). Its content (links and
// the academy's details) never changes while a visitor browses, so the browser need not carry the code that draws
// it: ~1.3 KB gzipped on every page. React hydrates the <footer> element alone; a constant, empty innerHTML tells it
// to leave the children the server sent, and never to set them. Its links still move within the app: a click on
// one is handed to the router, as <Link> would do it.
import type { MouseEvent } from "react";
import { useNavigate, type NavigateFunction } from "react-router";

export const FOOTER_CLASS = "bg-brand-950 text-slate-300 print:hidden";
const AS_SERVED = { __html: "" };

export function ServedFooter() {
  const navigate = useNavigate();
  return (
    <footer
      className={FOOTER_CLASS}
      suppressHydrationWarning
      dangerouslySetInnerHTML={AS_SERVED}
      onClick={(event) => followInApp(event, navigate)}
    />
  );
}

/** A plain left click on a link to a page of the site navigates in the app instead of reloading the page. */
export function followInApp(event: MouseEvent<HTMLElement>, navigate: NavigateFunction): void {
  const link = (event.target as Element).closest("a");
  if (!link || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if (link.target || link.hasAttribute("download") || link.origin !== window.location.origin) return;
  event.preventDefault();
  void navigate(link.pathname + link.search + link.hash);
}
