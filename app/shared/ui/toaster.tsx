import { lazy, Suspense } from "react";
import { useToasts } from "./toast-store";

// Radix Toast is loaded with the first toast, not with every page.
const ToasterView = lazy(() => import("./toaster-view"));

export function Toaster() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
