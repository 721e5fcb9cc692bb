import { Suspense, type ReactNode } from "react";
import { Await } from "react-router";

const isPromise = <T,>(value: T | Promise<T>): value is Promise<T> =>
  typeof (value as { then?: unknown } | null)?.then === "function";

/**
 * Renders loader data that is either already there (server rendering and
 * hydration: the content is in the HTML, visible without JavaScript) or still
 * on its way (client-side navigation: a skeleton, then the content or the
 * error panel). Wrapping ready data in Suspense would stream it hidden until
 * a script reveals it, which search engines and no-JS visitors never see.
 */
export function Deferred<T>({
  value,
  fallback,
  errorElement,
  children,
}: {
  value: T | Promise<T>;
  fallback: ReactNode;
  errorElement: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (!isPromise(value)) return <>{children(value)}</>;
  return (
    <Suspense fallback={fallback}>
      <Await resolve={value} errorElement={errorElement}>
        {(data: T) => children(data)}
      </Await>
    </Suspense>
  );
}
