// 'Learners' on a group booking's staff page (issue 24): every learner the booking has had (in their seats, cancelled
// out of the group, or replaced, and by whom), and 'Change learners', whose forms load when opened.
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { apiGet } from "#app/shared/api-client";
import { formatPoundsExact } from "#app/shared/money";
import { adminKeys } from "#app/shared/staff/query-client";
import { Button } from "#app/shared/ui/button";
import { Skeleton } from "#app/shared/ui/skeleton";
import type { StaffGroupLearner, StaffGroupView } from "./group-changes-schema";
import { TitledSection } from "#app/shared/staff/record-sections";

const StaffGroupChangesPanel = lazy(() =>
  import("./staff-group-changes-panel").then((module) => ({ default: module.StaffGroupChangesPanel })),
);

const STATE_TEXT: Record<StaffGroupLearner["state"], string> = {
  seated: "Booked",
  released: "Cancelled",
  replaced: "Replaced",
};

export const groupLearnersKey = (bookingId: string) => [...adminKeys.booking(bookingId), "learners"];

export function StaffGroupSection({ bookingId }: { bookingId: string }) {
  const [open, setOpen] = useState(false);
  const group = useQuery({
    queryKey: groupLearnersKey(bookingId),
    queryFn: () => apiGet<StaffGroupView>(`/api/admin/bookings/${bookingId}/learners`),
    retry: false,
  });
  // A booking for one person has its 'Learner' section; this one is for groups (and a seat substituted).
  if (!group.data || group.data.learners.length < 2) return null;
  const seated = group.data.learners.filter((learner) => learner.state === "seated");
  return (
    <TitledSection look="card" id="group-learners-heading" title={`Learners (${seated.length} booked)`}>
      <ul className="divide-y divide-slate-200 text-sm">
        {group.data.learners.map((learner) => (
          <li
            key={`${learner.position}-${learner.fullName}-${learner.state}`}
            className="flex flex-wrap gap-x-3 py-1.5"
          >
            <span className="w-6 text-slate-600">{learner.position}</span>
            <span className="font-semibold">{learner.fullName}</span>
            <span className="text-slate-700">{learner.email ?? "No e-mail"}</span>
            {learner.price !== null && <span className="text-slate-700">{formatPoundsExact(learner.price)}</span>}
            <span className={learner.state === "seated" ? "text-slate-900" : "text-red-800"}>
              {STATE_TEXT[learner.state]}
              {learner.replacedBy && ` by ${learner.replacedBy}`}
            </span>
          </li>
        ))}
      </ul>
      {group.data.substitutionRefusal && (
        <p className="mt-2 text-sm text-slate-600">Substitution: {group.data.substitutionRefusal}</p>
      )}
      {open ? (
        <Suspense fallback={<Skeleton className="mt-4 h-40 w-full" />}>
          <StaffGroupChangesPanel bookingId={bookingId} view={group.data} />
        </Suspense>
      ) : (
        <Button variant="outline" size="sm" className="mt-4" onClick={() => setOpen(true)}>
          Change learners
        </Button>
      )}
    </TitledSection>
  );
}
