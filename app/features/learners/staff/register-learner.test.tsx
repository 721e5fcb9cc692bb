// A learner on the staff register (issue 23): the day's mark as staff read it, 'Cannot sit the assessment' with its
// reasons, and the first aid evidence only on a course that needs a certificate.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { RegisterLearner } from "../register-schema";
import { markText, RegisterLearnerItem } from "./register-learner";

const DAY = "2026-12-07";

function textOf(learner: Partial<RegisterLearner>, needsFirstAid: boolean): string {
  const html = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <RegisterLearnerItem
        learner={{
          id: "5d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11",
          name: "Alex Reid",
          reference: "TV-ABC123",
          marks: {},
          identity: null,
          firstAid: null,
          blockers: [],
          ...learner,
        }}
        day={DAY}
        needsFirstAid={needsFirstAid}
        path="/api/admin/dates/date/x/register"
        reason={() => null}
      />
    </QueryClientProvider>,
  );
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

describe("a learner on the register", () => {
  it.each([
    [undefined, "Not marked"],
    [{ status: "present" as const, minutesMissed: null }, "Present"],
    [{ status: "absent" as const, minutesMissed: null }, "Absent"],
    [{ status: "late" as const, minutesMissed: 20 }, "Late, 20 min missed"],
    [{ status: "left-early" as const, minutesMissed: 45 }, "Left early, 45 min missed"],
  ])("reads the mark %o as '%s'", (mark, text) => {
    expect(markText(mark)).toBe(text);
  });

  it("names why they cannot sit the assessment, and the booking's reference or an offline place", () => {
    const text = textOf({ blockers: ["Identity not checked", "First aid evidence rejected"] }, true);
    expect(text).toContain(
      "Alex Reid TV-ABC123 Not marked Cannot sit the assessment Identity not checked First aid evidence rejected",
    );
    expect(textOf({ reference: null }, false)).toContain("Alex Reid Place booked offline");
    expect(textOf({}, false)).not.toContain("Cannot sit the assessment");
  });

  it("offers first aid evidence only where the course needs a certificate", () => {
    expect(textOf({}, true)).toContain("First aid evidence Not checked");
    expect(textOf({}, false)).not.toContain("First aid evidence");
  });

  it("shows the day's mark with its note, and who marked it", () => {
    const text = textOf(
      {
        marks: {
          [DAY]: {
            status: "late",
            minutesMissed: 20,
            note: "Train delayed",
            recordedBy: "trainer",
            recordedAt: "2026-12-07T09:30:00Z",
          },
        },
      },
      false,
    );
    expect(text).toContain("Late, 20 min missed Note: Train delayed");
    expect(text).toContain("Mark for 7 December 2026 by trainer, 7 Dec, 09:30");
  });
});
