import { isAdminRole } from "#app/features/auth/schema";
import { AccessDenied } from "./access-denied";
import { AdminDashboard } from "./admin-dashboard";
import { Spinner } from "#app/shared/staff/query-state";
import { useCurrentUser } from "./use-current-user";

/** SPEC §2 /admin and §6: a spinner while the session loads; only an admin or manager gets in. */
export function AdminGate() {
  const user = useCurrentUser();
  if (user.isPending) {
    return (
      <>
        <h1 className="sr-only">Admin Dashboard</h1>
        <Spinner label="Loading your session" />
      </>
    );
  }
  if (user.isError || !isAdminRole(user.data.role)) return <AccessDenied />;
  return <AdminDashboard user={user.data} />;
}
