import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { seoMeta } from "#app/shared/seo";
import { AdminGate } from "../ui/admin-gate";
import { createAdminQueryClient } from "#app/shared/staff/query-client";
import type { Route } from "./+types/admin";

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: "Admin Dashboard",
    description: "Staff area: leads, courses, schedules, available dates, articles and bookings.",
    path: "/admin",
    noindex: true,
  });
}

/**
 * Rendered in the browser: the server sends the spinner, then the page asks
 * GET /api/auth/user. The query client lives here, so public pages never load it.
 */
export default function Admin() {
  const [client] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={client}>
      <AdminGate />
    </QueryClientProvider>
  );
}
