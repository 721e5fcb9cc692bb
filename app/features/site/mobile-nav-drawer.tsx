import MessageCircle from "lucide-react/icons/message-circle";
import Phone from "lucide-react/icons/phone";
import X from "lucide-react/icons/x";
import { Dialog } from "radix-ui";
import type { RefObject } from "react";
import { NavLink } from "react-router";
import type { SiteInfo } from "#app/shared/site-info";
import { NAV_LINKS } from "./nav-links";

type Props = {
  site: SiteInfo;
  open: boolean;
  onOpenChange(open: boolean): void;
  returnFocusTo: RefObject<HTMLElement | null>;
};

/** The small-screen menu: a right-hand drawer that closes when a link is chosen. Loaded on first open. */
export default function MobileNavDrawer({ site, open, onOpenChange, returnFocusTo }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white p-6 shadow-xl focus:outline-none"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold text-brand-900">Menu</Dialog.Title>
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-md hover:bg-slate-100"
              aria-label="Close menu"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Site navigation and contact links</Dialog.Description>
          <nav aria-label="Mobile" className="mt-6 flex flex-col gap-1">
            {NAV_LINKS.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                onClick={() => onOpenChange(false)}
                className={({ isActive }) =>
                  `rounded-md px-3 py-3 text-base font-medium ${
                    isActive ? "bg-brand-50 text-brand-700" : "text-slate-800 hover:bg-slate-100"
                  }`
                }
              >
                {link.label}
              </NavLink>
            ))}
          </nav>
          <div className="mt-auto flex flex-col gap-3 border-t border-slate-200 pt-6">
            <a href={site.phoneHref} className="inline-flex items-center gap-3 text-brand-800">
              <Phone aria-hidden="true" className="size-5" /> {site.phone}
            </a>
            <a href={site.chatHref} className="inline-flex items-center gap-3 text-brand-800" rel="noopener">
              <MessageCircle aria-hidden="true" className="size-5" /> Chat on WhatsApp
            </a>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
