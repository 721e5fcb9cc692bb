import { lazy, Suspense, useState, type ComponentType } from "react";

/**
 * A dialog component whose code (and its dependencies: Radix Dialog, forms, zod) loads when it first opens, not with
 * the page. Once loaded it stays mounted, so closing still animates and returns focus.
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  function LazyDialog(props: P) {
    const [everOpened, setEverOpened] = useState(props.open);
    if (props.open && !everOpened) setEverOpened(true);
    if (!props.open && !everOpened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
