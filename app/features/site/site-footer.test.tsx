import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseSettings, siteInfo } from "#app/shared/settings.server";
import { SiteFooter } from "./site-footer";

const site = siteInfo(parseSettings({}));
const footerText = () =>
  renderToString(
    <MemoryRouter>
      <SiteFooter site={site} />
    </MemoryRouter>,
  ).replace(/<!-- -->/g, "");

afterEach(() => vi.useRealTimers());

describe("the footer's copyright line", () => {
  it.each([
    ["in the middle of a year", "2026-11-30T12:00:00Z", "2026"],
    ["on New Year's Eve, late evening in London", "2026-12-31T23:30:00Z", "2026"],
    ["just after midnight on New Year's Day in London", "2027-01-01T00:05:00Z", "2027"],
  ])("names the current year in London %s", (_case, now, year) => {
    vi.useFakeTimers({ now: new Date(now), toFake: ["Date"] });
    expect(footerText()).toContain(`© ${year} ${site.name}. All rights reserved.`);
  });
});
