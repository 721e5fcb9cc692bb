import { lazy, Suspense, useState } from "react";
import type { ModalDialogProps } from "./modal-dialog";

// Radix Dialog (focus trap, scroll lock, portal) loads when a dialog first opens, not with the page.
const ModalDialog = lazy(() => import("./modal-dialog").then((module) => ({ default: module.ModalDialog })));

/** ModalDialog, loaded on first open and kept mounted after, so closing still returns focus. */
export function LazyModalDialog(props: ModalDialogProps) {
  const [everOpened, setEverOpened] = useState(props.open);
  if (props.open && !everOpened) setEverOpened(true);
  if (!everOpened) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
