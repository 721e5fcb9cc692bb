import { lazyDialog } from "./lazy-dialog";
import type { ModalDialogProps } from "./modal-dialog";

/** ModalDialog, with Radix Dialog (focus trap, scroll lock, portal) loaded when it first opens. */
export const LazyModalDialog = lazyDialog<ModalDialogProps>(() =>
  import("./modal-dialog").then((module) => module.ModalDialog),
);
