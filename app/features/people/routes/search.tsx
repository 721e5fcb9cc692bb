import { useSearchParams } from "react-router";
import { StaffPage, staffPageMeta } from "#app/shared/staff/staff-page";
import { useDocumentTitle } from "#app/shared/staff/use-document-title";
import { SearchResults } from "../ui/search-results";
import type { Route } from "./+types/search";

export function meta({ matches }: Route.MetaArgs) {
  return staffPageMeta(
    matches,
    "Search",
    "Find a person or a booking by name, e-mail, phone or reference.",
    "/admin/search",
  );
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
