import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { Outlet } from "react-router";
import { createAdminQueryClient } from "#app/shared/staff/query-client";
import { AdminGate } from "../ui/admin-gate";

/**
 * Every page under /admin (issue 21: each record has its own address): one query client, one session check, the
 * header and the late-work notices, then the page. Rendered in the browser: the server sends the spinner, then the
 * gate asks GET /api/auth/user. The query client lives here, so public pages never load it.
 */
export default function AdminLayout() {
  const [client] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={client}>
      <AdminGate>
        <Outlet />
      </AdminGate>
    </QueryClientProvider>
  );
}
