// A staff list's filters live in the page's address (issue 21: every record and list has an address), so a filtered
// list can be shared as a link and the back button returns to it as it was. Each filter has a short name in the URL
// (?tab=bookings&course=…&status=confirmed); a filter left empty is left out.
import { useCallback, useEffect, useMemo, useRef } from "react";
import { useSearchParams } from "react-router";

/**
 * `names` maps each filter to its URL parameter, e.g. { courseId: "course", status: "status" }: pass a constant.
 * The setter takes the filters that changed. Changes replace the current history entry, so the back button leaves the
 * list rather than undoing one keystroke at a time.
 */
export function useUrlFilters<K extends string>(
  names: Readonly<Record<K, string>>,
): [Record<K, string>, (changed: Partial<Record<K, string>>) => void] {
  const [params, setParams] = useSearchParams();
  const values = useMemo(
    () =>
      Object.fromEntries(Object.entries<string>(names).map(([key, name]) => [key, params.get(name) ?? ""])) as Record<
        K,
        string
      >,
    [names, params],
  );
  // React Router commits a navigation in a transition, so a second change can arrive before the first has reached
  // the address (a course chosen, then a date typed at once). Each change builds on the last one asked for, not on
  // the last render, or the first would be lost; once the address moves, it is the truth again.
  const requested = useRef<Record<K, string> | null>(null);
  useEffect(() => {
    requested.current = null;
  }, [params]);
  const setValues = useCallback(
    (changed: Partial<Record<K, string>>) => {
      const next = { ...(requested.current ?? values), ...changed };
      requested.current = next;
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          for (const [key, name] of Object.entries<string>(names)) {
            const value = next[key as K];
            if (value) updated.set(name, value);
            else updated.delete(name);
          }
          return updated;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [names, setParams, values],
  );
  return [values, setValues];
}
