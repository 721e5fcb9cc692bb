import X from "lucide-react/icons/x";
import { Toast } from "radix-ui";
import { createPortal } from "react-dom";
import { cn } from "./cn";
import { useRevealNewToast, useToastHost } from "./toast-placement";
import { dismissToast, useToasts } from "./toast-store";

/** SPEC §9: shown 5000 ms, swipe right past 50 px to dismiss, F8 focuses the area. */
export default function ToasterView() {
  const toasts = useToasts();
  // On a phone with a dialog open, toasts go inside the dialog so they never cover its buttons (issue 21, L11).
  const host = useToastHost();
  useRevealNewToast(host, toasts.find((item) => item.open)?.id);
  const viewport = (
    <Toast.Viewport
      className={cn(
        "flex flex-col gap-2 outline-none",
        host ? "[&:has(>[data-state=open])]:mb-4" : "fixed right-0 bottom-0 z-[100] w-full max-w-sm p-4",
      )}
    />
  );
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          type={item.variant === "destructive" ? "foreground" : "background"}
          className={cn(
            "relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg data-[state=closed]:hidden data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)",
            item.variant === "destructive"
              ? "border-red-700 bg-red-700 text-white"
              : "border-slate-200 bg-white text-slate-900",
          )}
        >
          <div>
            <Toast.Title className="font-semibold">{item.title}</Toast.Title>
            {item.description && <Toast.Description className="mt-1 text-sm">{item.description}</Toast.Description>}
          </div>
          <Toast.Close aria-label="Close" className="absolute top-3 right-3 rounded p-1 opacity-80 hover:opacity-100">
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      {host ? createPortal(viewport, host) : viewport}
    </Toast.Provider>
  );
}
