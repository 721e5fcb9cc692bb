import Menu from "lucide-react/icons/menu";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { SiteInfo } from "#app/shared/site-info";

const MobileNavDrawer = lazy(() => import("./mobile-nav-drawer"));

/** The menu button; the drawer's code loads the first time it is opened. */
export function MobileNav({ site }: { site: SiteInfo }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className="inline-flex size-11 items-center justify-center rounded-md text-brand-900 hover:bg-slate-100 md:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <MobileNavDrawer site={site} open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
