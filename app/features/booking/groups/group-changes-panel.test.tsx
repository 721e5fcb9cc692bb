// The payer's 'Change learners' panel (issue 24), rendered as the server would: only learners still booked are offered,
// each part shows only when the booking allows it, and the sentence before confirming says what comes back.
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { BookingPageGroup } from "../booking-page/booking-page-view";
import { GroupChangesPanel, releaseText } from "./group-changes-panel";

const group = (changes: BookingPageGroup["changes"]): BookingPageGroup => ({
  seats: 2,
  learners: [
    { position: 1, fullName: "Ola Adeyemi", email: "ola@example.com", seatPrice: 22_410, released: false },
    { position: 2, fullName: "Ben Carter", email: "ben@example.com", seatPrice: 22_410, released: true },
    { position: 3, fullName: "Chloe Dunn", email: "chloe@example.com", seatPrice: 22_410, released: false },
  ],
  discount: null,
  changes,
});

function render(changes: BookingPageGroup["changes"]) {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <GroupChangesPanel token="TOKEN" group={group(changes)} /> },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
}

describe("GroupChangesPanel", () => {
  it.each([
    ["both", { release: true, substitute: true }, ["Cancel some learners", "Substitute a learner"], []],
    [
      "cancelling only (paid by card, no account)",
      { release: true, substitute: false },
      ["Cancel some learners"],
      ["Substitute a learner"],
    ],
    ["substituting only", { release: false, substitute: true }, ["Substitute a learner"], ["Cancel some learners"]],
  ])("%s", (_name, changes, shown, hidden) => {
    const html = render(changes);
    for (const text of shown) expect(html).toContain(text);
    for (const text of hidden) expect(html).not.toContain(text);
    // A learner already cancelled is neither offered to cancel nor to replace.
    expect(html).toContain("Ola Adeyemi");
    expect(html).toContain("Chloe Dunn");
    expect(html).not.toContain("Ben Carter");
  });
});

describe("releaseText", () => {
  it.each([
    [{ refund: 22_410, credit: 0 }, "you get £224.10 back"],
    [{ refund: 0, credit: 22_410 }, "£224.10 is credited against your invoice"],
    [{ refund: 11_205, credit: 22_410 }, "you get £112.05 back and £224.10 is credited against your invoice"],
    [{ refund: 0, credit: 0 }, "no refund is due"],
  ])("%o", (money, text) => {
    expect(releaseText({ ...money, totalAfter: 0, reason: "", learners: [] })).toBe(text);
  });
});
