// Mail more than 5 minutes behind is shown to staff at the top of /admin, beside the failed tasks (issue 20), so a
// slow or unreachable mail server is noticed before customers ask where their confirmation or offer is.
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "#app/shared/api-client";
import { formatInstantWithTime } from "#app/shared/staff/staff-format";
import { mailDelayWarning, type MailStatus } from "./mail-status";

export const MAIL_STATUS_QUERY_KEY = ["admin", "mail", "status"];

export default function MailDelayNotice() {
  const status = useQuery({
    queryKey: MAIL_STATUS_QUERY_KEY,
    queryFn: () => apiGet<MailStatus>("/api/admin/mail/status"),
    refetchInterval: 60_000,
  });
  const warning = mailDelayWarning(status.data);
  if (!warning) return null;
  const oldest = status.data?.oldestQueuedAt;
  return (
    <div
      role="alert"
      className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 print:hidden"
    >
      <p className="font-semibold">{warning}</p>
      <p className="mt-1">
        {oldest ? `The oldest was queued ${formatInstantWithTime(oldest)}. ` : ""}
        Messages are kept and sent as soon as the mail server answers; if this lasts, please tell whoever runs the site.
      </p>
    </div>
  );
}
