import { useQuery, type QueryKey } from "@tanstack/react-query";
import { apiGet } from "#app/shared/api-client";
import { useDocumentTitle } from "./use-document-title";

/**
 * The record a staff page is about, read from `path`, and its name (`nameOf`) for the page's heading and the
 * browser's tab once it has loaded; `title` is undefined until then, so the route's meta title stands.
 */
export function useStaffRecord<T>(queryKey: QueryKey, path: string, nameOf: (record: T) => string) {
  const record = useQuery({ queryKey, queryFn: () => apiGet<T>(path) });
  const title = record.data ? nameOf(record.data) : undefined;
  useDocumentTitle(title);
  return { record, title };
}
