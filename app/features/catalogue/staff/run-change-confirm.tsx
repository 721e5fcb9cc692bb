// Changing the days of a date or run people are booked on (issue 21, H2): the edit dialog says up front how many are
// booked, and on Save asks the server what the save would do (POST …/change-impact, the same guard the save runs);
// when it moves anyone, the dialog shows who and what happens to them, and saves only once staff confirm.
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { apiRequest } from "#app/shared/api-client";
import { Button } from "#app/shared/ui/button";
import type { ConfirmBeforeSave } from "#app/shared/staff/staff-form";
import { learnersText } from "#app/features/booking/changes/run-change-rules";
import type { EditImpact } from "#app/features/booking/changes/run-change-schema";

type Asking = { impact: EditImpact; answer(confirmed: boolean): void };

/** `path` is the list's ('/api/admin/course-instances'); `id` the row edited (none: a new row, nothing to ask). */
export function useRunChangeConfirm(path: string, id: string | undefined) {
  const [asking, setAsking] = useState<Asking | null>(null);
  const confirm: ConfirmBeforeSave = useCallback(
    async (values) => {
      if (!id) return {};
      let impact: EditImpact;
      try {
        impact = await apiRequest<EditImpact>("POST", `${path}/${id}/change-impact`, values);
      } catch {
        // The save itself says what is wrong (a field, a 409), and the server still guards it.
        return {};
      }
      if (!impact.needsConfirmation) return {};
      const confirmed = await new Promise<boolean>((resolve) => setAsking({ impact, answer: resolve }));
      setAsking(null);
      return confirmed ? { confirmDateChange: true } : null;
    },
    [path, id],
  );
  const panel = asking ? <RunChangeConfirmPanel impact={asking.impact} onAnswer={asking.answer} /> : null;
  return { confirm, panel };
}

/** What saving will do to the people booked, and the two ways on: save and tell them, or go back to the form. */
function RunChangeConfirmPanel({ impact, onAnswer }: { impact: EditImpact; onAnswer(confirmed: boolean): void }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView({ block: "nearest" });
    heading.current?.focus();
  }, []);
  const people = impact.learners + impact.holds;
  const told = impact.holds === 0 ? learnersText(impact.learners) : `${people} ${people === 1 ? "person" : "people"}`;
  return (
    <section
      role="group"
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <h3
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 font-semibold focus:outline-none"
      >
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        The days change for people already booked
      </h3>
      <ul className="list-disc space-y-1 pl-5">
        {impact.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="button" onClick={() => onAnswer(true)}>
          Save and e-mail {told}
        </Button>
        <Button type="button" variant="outline" onClick={() => onAnswer(false)}>
          Go back
        </Button>
      </div>
    </section>
  );
}

/** At the top of an edit: how many are booked (online), before anything is changed. */
export function RunChangeNotice({ row }: { row: { seatsTaken: number; offlineSeats: number; status: string } }) {
  const booked = row.seatsTaken - row.offlineSeats;
  if (booked <= 0 || row.status === "cancelled") return null;
  return (
    <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-800">
      {booked === 1 ? "1 learner is" : `${booked} learners are`} booked on this date (seats held included). Changing its
      days e-mails each of them the new dates and offers a free move or a full refund; you confirm before it is saved.
      To cancel the date, use &lsquo;Cancel date&rsquo;.
    </p>
  );
}
