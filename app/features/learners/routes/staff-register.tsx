// /admin/dates/{instance|date}/{id}/register: a course date's register (issue 23), made for a tablet or phone in the
// training room. Per course day: 'Mark all present', then each learner's exceptions, identity check and first aid
// evidence, and who cannot sit the assessment. Once the register has locked (the last day plus
// REGISTER.lockedDaysAfterLastDay), every change carries the reason given at the top, kept in the audit log.
import { useId, useRef, useState } from "react";
import { useParams } from "react-router";
import { formatDate, londonToday } from "#app/shared/dates";
import { QueryState } from "#app/shared/staff/query-state";
import { StaffPage, staffPageMeta } from "#app/shared/staff/staff-page";
import { useStaffRecord } from "#app/shared/staff/use-staff-record";
import { Button } from "#app/shared/ui/button";
import { TextField } from "#app/shared/ui/form-field";
import { toast } from "#app/shared/ui/toast-store";
import { REGISTER } from "../regulations";
import type { MarkAllPresentInput, RegisterView } from "../register-schema";
import { shortDay } from "../register/register-sheet";
import { RegisterLearnerItem } from "../staff/register-learner";
import { useRegisterWrite, type ReasonGetter } from "../staff/register-write";
import type { Route } from "./+types/staff-register";

export function meta({ matches, params }: Route.MetaArgs) {
  return staffPageMeta(
    matches,
    "Register",
    "A course date's register: attendance per day, identity checks and first aid evidence.",
    `/admin/dates/${params.kind}/${params.id}/register`,
  );
}

/** The day to open on: today when it is a course day, else the first day still to come, else the last. */
function firstDayShown(days: string[], today = londonToday()): string {
  return days.includes(today) ? today : (days.find((day) => day > today) ?? days.at(-1)!);
}

function Register({ view, path }: { view: RegisterView; path: string }) {
  const headingId = useId();
  const [day, setDay] = useState(() => firstDayShown(view.days));
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string>();
  const reasonRef = useRef<HTMLInputElement>(null);
  const getReason: ReasonGetter = () => {
    if (!view.locked) return null;
    if (reason.trim()) return reason.trim();
    setReasonError("Give a reason for the change: the register has locked.");
    reasonRef.current?.focus();
    return false;
  };
  const markAll = useRegisterWrite<MarkAllPresentInput, { marked: number }>("POST", `${path}/all-present`, "register");
  const unmarked = view.learners.filter((learner) => !learner.marks[day]).length;
  async function markAllPresent() {
    const why = getReason();
    if (why === false) return;
    const answer = await markAll.mutateAsync({ day, reason: why }).catch(() => undefined);
    if (answer) {
      toast({
        title: "Marked present",
        description: `${answer.marked} learner${answer.marked === 1 ? "" : "s"} marked present on ${formatDate(day)}.`,
      });
    }
  }
  const blocked = view.learners.filter((learner) => learner.blockers.length > 0).length;
  return (
    <div className="space-y-5">
      {view.locked ? (
        <div className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-3">
          <p className="text-sm text-amber-950">
            Changes were open until {REGISTER.lockedDaysAfterLastDay} days after the last day. Since{" "}
            {formatDate(view.lockedFrom)} the register is locked: a change needs a reason, kept in the log.
          </p>
          <TextField
            ref={reasonRef}
            label="Reason for the change"
            required
            value={reason}
            error={reasonError}
            maxLength={500}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(undefined);
            }}
          />
        </div>
      ) : (
        <p className="text-sm text-slate-700">
          Changes can be made without a reason until {formatDate(view.lockedFrom)}, when the register locks.
        </p>
      )}
      {blocked > 0 && (
        <p className="text-sm font-medium text-red-800">
          {blocked} of {view.learners.length} cannot sit the assessment yet.
        </p>
      )}
      <div role="group" aria-label="Course day" className="flex flex-wrap gap-2">
        {view.days.map((each, index) => (
          <Button
            key={each}
            size="sm"
            variant={each === day ? "primary" : "outline"}
            aria-pressed={each === day}
            onClick={() => setDay(each)}
          >
            Day {index + 1}: {shortDay(each)}
          </Button>
        ))}
      </div>
      <section aria-labelledby={headingId} className="space-y-3">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <h2 id={headingId} className="text-lg font-semibold text-brand-900">
            {formatDate(day)}
          </h2>
          {view.learners.length > 0 && (
            <Button
              className="w-full sm:w-auto"
              disabled={markAll.isPending || unmarked === 0}
              onClick={markAllPresent}
            >
              {markAll.isPending
                ? "Saving..."
                : unmarked === 0
                  ? "Everyone is marked"
                  : `Mark all present (${unmarked})`}
            </Button>
          )}
        </div>
        {view.learners.length === 0 ? (
          <p className="text-sm text-slate-700">Nobody is in a seat on this date yet.</p>
        ) : (
          <>
            <p className="text-sm text-slate-700">
              Mark all present first, then open a learner to record an exception: absent, late or left early.
            </p>
            <ul className="space-y-3">
              {view.learners.map((learner) => (
                <RegisterLearnerItem
                  key={learner.id}
                  learner={learner}
                  day={day}
                  needsFirstAid={view.needsFirstAid}
                  path={path}
                  reason={getReason}
                />
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}

export default function StaffRegister() {
  const { kind = "", id = "" } = useParams();
  const dateKind = kind === "instance" ? "instance" : "date";
  const path = `/api/admin/dates/${dateKind}/${id}/register`;
  const { record: register, title } = useStaffRecord<RegisterView>(
    ["admin", "register", path],
    path,
    (view) => `Register: ${view.courseTitle}, ${formatDate(view.days[0]!)}`,
  );
  return (
    <StaffPage title={title ?? "Register"} back={{ to: `/admin/dates/${dateKind}/${id}`, label: "Course date" }}>
      <QueryState query={register} loadingLabel="Loading the register" errorMessage="Failed to load the register.">
        {(view) => <Register view={view} path={path} />}
      </QueryState>
    </StaffPage>
  );
}
