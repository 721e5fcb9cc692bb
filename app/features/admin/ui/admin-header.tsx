import { useMutation, useQueryClient } from "@tanstack/react-query";
import History from "lucide-react/icons/rotate-ccw-clock";
import Building from "lucide-react/icons/building";
import CalendarClock from "lucide-react/icons/calendar-clock";
import FileText from "lucide-react/icons/file-text";
import Home from "lucide-react/icons/house";
import LogOut from "lucide-react/icons/log-out";
import { Link, useLocation, useNavigate } from "react-router";
import type { PublicUser } from "#app/features/auth/schema";
import { StaffSearchBox } from "#app/features/people/ui/search-box";
import { apiRequest, userMessage } from "#app/shared/api-client";
import { Button } from "#app/shared/ui/button";
import { toast } from "#app/shared/ui/toast-store";
import { humanise } from "#app/shared/staff/staff-format";
import { Badge } from "#app/shared/staff/status-badge";

/** The office's pages that are not tabs of the dashboard, then the public site. */
const HEADER_LINKS = [
  { to: "/admin/audit", icon: History, label: "Audit log" },
  { to: "/admin/documents", icon: FileText, label: "Documents" },
  { to: "/admin/accounts", icon: Building, label: "Business accounts" },
  { to: "/admin/renewals", icon: CalendarClock, label: "Due for renewal" },
  { to: "/", icon: Home, label: "Home" },
];

/** SPEC §2 /admin header: 'Welcome' with the first name or username, the role, Home and Logout. */
export function AdminHeader({ user }: { user: PublicUser }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  // On /admin the title is the page's heading; on a record's page it leads back to the dashboard.
  const onDashboard = useLocation().pathname === "/admin";
  const logout = useMutation({
    mutationFn: () => apiRequest("POST", "/api/auth/logout"),
    onSuccess: async () => {
      // Leave the page first, so the cleared user query does not flash 'Access Denied'.
      await navigate("/login");
      client.clear();
      toast({ title: "Logged out" });
    },
    onError: (error) =>
      toast({ title: "Error", description: userMessage(error, "Failed to log out"), variant: "destructive" }),
  });

  return (
    <div className="border-b border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <div>
          {onDashboard ? (
            <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Admin Dashboard</h1>
          ) : (
            <Link to="/admin" className="text-2xl font-bold text-brand-900 hover:underline sm:text-3xl">
              Admin Dashboard
            </Link>
          )}
          <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-700">
            <span>
              Welcome, <span className="font-semibold">{user.firstName?.trim() || user.username}</span>
            </span>
            <Badge tone="info">{humanise(user.role)}</Badge>
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:items-end">
          {/* One search for the office (issue 21), on every staff page. */}
          <StaffSearchBox />
          <div className="flex flex-wrap gap-2">
            {HEADER_LINKS.map(({ to, icon: Icon, label }) => (
              <Button key={to} asChild variant="outline">
                <Link to={to}>
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                </Link>
              </Button>
            ))}
            <Button onClick={() => logout.mutate()} disabled={logout.isPending}>
              <LogOut aria-hidden="true" className="size-4" />
              {logout.isPending ? "Logging out..." : "Logout"}
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}
