// /booking-success tells who gets the joining instructions (issue 24): one learner, the visitor; a group, each learner
// (the payer may not be one of them, and then gets none).
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { addDays, londonToday } from "#app/shared/dates";
import { makeBookingSummary } from "#test/support/booking-summary";
import { BookingSuccessPage } from "./booking-success-page";
import { toSuccessView } from "./success-view";

function pageText(seats: number, daysAway: number): string {
  const startDate = addDays(londonToday(), daysAway);
  const view = toSuccessView(makeBookingSummary({ seats, startDate, endDate: startDate }));
  const Stub = createRoutesStub([{ path: "/", Component: () => <BookingSuccessPage initial={view} token="t" /> }]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />).replace(/<[^>]+>/g, " ");
}

describe("/booking-success's joining instructions line", () => {
  it.each([
    [1, 3, "are on their way to you by e-mail."],
    [1, 30, "will be sent to you closer to the start date."],
    [5, 3, "are on their way to each learner by e-mail."],
    [5, 30, "will be sent to each learner closer to the start date."],
  ])("%i learner(s), %i days away: %s", (seats, daysAway, ending) => {
    expect(pageText(seats, daysAway)).toContain(
      `Joining instructions, with the venue details and start time, ${ending}`,
    );
  });
});
