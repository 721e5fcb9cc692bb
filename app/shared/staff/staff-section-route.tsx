import type { ComponentType } from "react";
import { StaffPage, staffPageMeta } from "./staff-page";

/**
 * A staff page reached from the dashboard whose content is one component (the audit log, documents, reports): its
 * head, never indexed, and the page under its title with the way back to the dashboard. A route module exports
 * `meta` and `Page` (as its default) and keeps its own comment saying what the page is for.
 */
export function staffSectionRoute(path: string, title: string, description: string, Content: ComponentType) {
  return {
    meta: ({ matches }: { matches: readonly unknown[] }) => staffPageMeta(matches, title, description, path),
    Page: function StaffSection() {
      return (
        <StaffPage title={title} back={{ to: "/admin", label: "Admin Dashboard" }}>
          <Content />
        </StaffPage>
      );
    },
  };
}
