import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { parseSettings, siteInfo } from "#app/shared/settings.server";
import { SiteFooter } from "./site-footer";

const site = siteInfo(parseSettings({}));

describe("the footer's copyright line", () => {
  // SPEC §2 (Navigation and footer): "copyright 2025", the year the site was first published, not the current one; a copyright
  // notice names the year of first publication, so it stays as the specification words it.
  it("names 2025, the year of first publication, as the specification words it", () => {
    const html = renderToString(
      <MemoryRouter>
        <SiteFooter site={site} />
      </MemoryRouter>,
    ).replace(/<!-- -->/g, "");
    expect(html).toContain(`© 2025 ${site.name}. All rights reserved.`);
  });
});
