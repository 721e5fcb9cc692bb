// The verdict note the booking dialog's first-aid step and staff's "New booking" form both show (issue 23).
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { checkFirstAid, firstAidVerdictText } from "./first-aid-rule";
import { FirstAidVerdictNote } from "./first-aid-verdict-note";

const firstDay = "2027-03-01";
const render = (issuedOn: string | null) => {
  const verdict =
    issuedOn === null
      ? null
      : checkFirstAid({ qualification: "efaw", issuedBy: "Red Cross", issuedOn }, firstDay, "2027-01-10");
  return { verdict, html: renderToStaticMarkup(<FirstAidVerdictNote verdict={verdict} firstDay={firstDay} />) };
};

describe("the first-aid verdict note", () => {
  it("is an empty live region until there is a declaration to judge", () => {
    expect(render(null).html).toBe('<div role="status" aria-live="polite"></div>');
  });

  it("says a certificate that meets the rule in green", () => {
    const { verdict, html } = render("2026-06-01");
    expect(verdict?.status).toBe("meets");
    expect(html).toContain("bg-green-50");
    expect(html).toContain(firstAidVerdictText(verdict!, firstDay));
  });

  it("says one that runs out too soon in amber", () => {
    const { verdict, html } = render("2024-06-01");
    expect(verdict?.status).toBe("expires-too-soon");
    expect(html).toContain("bg-amber-50");
    expect(html).toContain(firstAidVerdictText(verdict!, firstDay));
  });
});
