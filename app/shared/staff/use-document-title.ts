// A staff record's page names the record in the browser's tab and history (issue 21: "TV-ABC123, Sam Taylor"), once
// its data has loaded in the browser; until then the route's meta title stands. Set on the document rather than
// rendered as a second <title>, which the browser would ignore behind the one the route's meta() renders.
import { useEffect } from "react";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "#app/shared/seo";

export function useDocumentTitle(title: string | undefined): void {
  const siteName = useRouteLoaderData<RootData>("root")?.site.name;
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = siteName ? `${title} | ${siteName}` : title;
    return () => {
      document.title = before;
    };
  }, [title, siteName]);
}
