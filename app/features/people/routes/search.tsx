import { useSearchParams } from "react-router";
import { seoMeta } from "#app/shared/seo";
import { StaffPage } from "#app/shared/staff/staff-page";
import { useDocumentTitle } from "#app/shared/staff/use-document-title";
import { SearchResults } from "../ui/search-results";
import type { Route } from "./+types/search";

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: "Search",
    description: "Find a person or a booking by name, e-mail, phone or reference.",
    path: "/admin/search",
    noindex: true,
  });
}

/** /admin/search?q=…: one search for the office (issue 21). */
export default function Search() {
  const query = useSearchParams()[0].get("q") ?? "";
  const title = query.trim() ? `Search: ${query.trim()}` : "Search";
  useDocumentTitle(title);
  return (
    <StaffPage title={title} back={{ to: "/admin", label: "Admin Dashboard" }}>
      <SearchResults query={query} />
    </StaffPage>
  );
}
