import { Suspense, lazy, type ReactNode } from "react";
import { isAdminRole } from "#app/features/auth/schema";
import { AccessDenied } from "./access-denied";
import { AdminHeader } from "./admin-header";
import { Spinner } from "#app/shared/staff/query-state";
import { useCurrentUser } from "./use-current-user";

const DeadJobsNotice = lazy(() => import("#app/features/jobs/staff/dead-jobs-notice"));
const MailDelayNotice = lazy(() => import("#app/features/email/staff/mail-delay-notice"));

/** SPEC §2 /admin and §6: a spinner while the session loads; only an admin or manager gets in. */
export function AdminGate({ children }: { children: ReactNode }) {
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
  return (
    <>
      {/* Printing a page (a roster's sign-in sheet) prints the page alone. */}
      <div className="print:hidden">
        <AdminHeader user={user.data} />
      </div>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <Suspense fallback={null}>
          <DeadJobsNotice />
          <MailDelayNotice />
        </Suspense>
        {children}
      </div>
    </>
  );
}
