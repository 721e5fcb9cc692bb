import { expectNoAxeViolations } from "./axe";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { newPage, setupBrowser, waitForHydration } from "./browser";

setupBrowser();

// The server's default site settings (README, Settings).
const SITE = {
  phone: "01632 960 123",
  email: "info@tvsecuritytraining.co.uk",
  privacyEmail: "dataprotection@tvsecuritytraining.co.uk",
  address: "Unit 4, Cowley Business Park, Oxford OX4 2HW",
};

const POLICIES = [
  { id: "terms", tab: "Terms & Conditions", title: "Terms & Conditions", quote: "within 5-7 working days" },
  { id: "refunds", tab: "Refunds", title: "Cancellations & Refunds", quote: "a 50% refund" },
  { id: "complaints", tab: "Complaints", title: "Complaints & Appeals", quote: "within 2 working days" },
  { id: "safeguarding", tab: "Safeguarding", title: "Safeguarding", quote: "Designated Safeguarding Lead" },
  { id: "privacy", tab: "Privacy", title: "Privacy Notice", quote: "Information Commissioner's Office (ICO)" },
  { id: "cookies", tab: "Cookies", title: "Cookie Policy", quote: "We use only strictly necessary cookies" },
] as const;

describe("/about", () => {
  it("tells the academy's story: mission, four values, three trainers, approval status, inclusion, location", async () => {
    const { page } = await newPage({ javaScriptEnabled: false });
    const response = await page.goto("/about");
    expect(response?.status()).toBe(200);

    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
    expect(await page.getByRole("heading", { level: 2 }).allTextContents()).toEqual([
      "Our Mission",
      "Our Values",
      "Meet Our Trainers",
      "Our Approval Status",
      "Our Commitment to Inclusion",
      "Our Training Centre",
      // The footer's headings follow the page's.
      ...(await page.getByRole("contentinfo").getByRole("heading", { level: 2 }).allTextContents()),
    ]);
    expect(await page.getByRole("region", { name: "Our Values" }).getByRole("heading", { level: 3 }).count()).toBe(4);
    const trainers = page.getByRole("region", { name: "Meet Our Trainers" }).getByRole("article");
    expect(await trainers.count()).toBe(3);
    expect(await page.getByRole("region", { name: "Meet Our Trainers" }).locator("img").count()).toBe(0);

    const approval = (await page.getByRole("region", { name: "Our Approval Status" }).textContent()) ?? "";
    expect(approval).toContain("Established in 2024");
    expect(approval).toContain("SIA-aligned");
    expect(approval).toContain("in progress");

    const location = page.getByRole("region", { name: "Our Training Centre" });
    expect(await location.textContent()).toContain(SITE.address);
    expect(await location.getByRole("link", { name: "View Schedule" }).getAttribute("href")).toBe("/schedule");
  });

  it("has no accessibility violations", async () => {
    const { page, errors } = await newPage();
    await page.goto("/about");
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});

describe("/policies", () => {
  const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });
  const visiblePanelTitles = (page: Page) =>
    page.locator('[role="tabpanel"]:visible').getByRole("heading", { level: 2 }).allTextContents();

  it("puts all six policies in the server's HTML, readable without JavaScript", async () => {
    const html = await (await fetch(`${inject("baseURL")}/policies`)).text();
    for (const policy of POLICIES) {
      expect(html).toContain(policy.quote.replace("'", "&#x27;"));
      expect(html).toContain(`>${policy.title.replace("&", "&amp;")}</h2>`);
    }

    const { page } = await newPage({ javaScriptEnabled: false });
    await page.goto("/policies");
    expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual(["Core Policies"]);
    expect(await visiblePanelTitles(page)).toEqual(POLICIES.map((p) => p.title));
  });

  it("shows Terms first, with the last-updated label, contacts and the spec's figures", async () => {
    const { page, errors } = await newPage();
    await page.goto("/policies");
    await waitForHydration(page);
    expect(await page.getByRole("tab").allTextContents()).toEqual(POLICIES.map((p) => p.tab));
    expect(await tab(page, "Terms & Conditions").getAttribute("aria-selected")).toBe("true");
    expect(await visiblePanelTitles(page)).toEqual(["Terms & Conditions"]);
    const panel = page.locator('[role="tabpanel"]:visible');
    expect(await panel.textContent()).toMatch(/Last updated: \d{1,2} [A-Z][a-z]+ \d{4}/);
    expect(await panel.textContent()).toContain("£100 non-refundable deposit");

    const contacts = page.getByRole("complementary", { name: "Questions about our policies?" });
    expect(await contacts.getByRole("link", { name: SITE.email }).getAttribute("href")).toBe(`mailto:${SITE.email}`);
    expect(await contacts.getByRole("link", { name: SITE.privacyEmail }).getAttribute("href")).toBe(
      `mailto:${SITE.privacyEmail}`,
    );
    expect(await contacts.getByRole("link", { name: SITE.phone }).getAttribute("href")).toBe("tel:01632960123");
    expect(errors).toEqual([]);
  });

  it("opens the tab the URL hash names on load", async () => {
    const { page, errors } = await newPage();
    await page.goto("/policies#privacy");
    await waitForHydration(page);
    await expect.poll(() => tab(page, "Privacy").getAttribute("aria-selected")).toBe("true");
    expect(await visiblePanelTitles(page)).toEqual(["Privacy Notice"]);
    expect(errors).toEqual([]);
  });

  it("follows hash changes, ignoring a hash that names no policy", async () => {
    const { page, errors } = await newPage();
    await page.goto("/policies");
    await waitForHydration(page);

    await page.evaluate(() => (window.location.hash = "cookies"));
    await expect.poll(() => tab(page, "Cookies").getAttribute("aria-selected")).toBe("true");
    expect(await visiblePanelTitles(page)).toEqual(["Cookie Policy"]);

    await page.evaluate(() => (window.location.hash = "main"));
    await page.waitForFunction(() => window.location.hash === "#main");
    expect(await tab(page, "Cookies").getAttribute("aria-selected")).toBe("true");

    await page.evaluate(() => (window.location.hash = "complaints"));
    await expect.poll(() => visiblePanelTitles(page)).toEqual(["Complaints & Appeals"]);
    expect(errors).toEqual([]);
  });

  it("writes the chosen tab into the hash without scrolling, and follows in-page links to a policy", async () => {
    const { page, errors } = await newPage({ viewport: { width: 1280, height: 700 } });
    await page.goto("/policies");
    await waitForHydration(page);

    await page.evaluate(() => window.scrollTo(0, 200));
    await page.waitForFunction(() => window.scrollY === 200);
    await tab(page, "Refunds").click();
    await page.waitForURL((url) => url.hash === "#refunds");
    expect(await tab(page, "Refunds").getAttribute("aria-selected")).toBe("true");
    expect(await visiblePanelTitles(page)).toEqual(["Cancellations & Refunds"]);
    expect(await page.evaluate(() => window.scrollY)).toBe(200);

    // The keyboard moves between tabs too, and the hash follows.
    await page.keyboard.press("ArrowRight");
    await page.waitForURL((url) => url.hash === "#complaints");
    expect(await visiblePanelTitles(page)).toEqual(["Complaints & Appeals"]);

    await page.getByRole("contentinfo").getByRole("link", { name: "Cookie Policy" }).click();
    await page.waitForURL((url) => url.hash === "#cookies");
    await expect.poll(() => visiblePanelTitles(page)).toEqual(["Cookie Policy"]);
    expect(errors).toEqual([]);
  });

  it("opens the right tab after client-side navigation from another page", async () => {
    const { page, errors } = await newPage();
    await page.goto("/about");
    await waitForHydration(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await page.waitForURL((url) => url.pathname === "/policies" && url.hash === "#privacy");
    await expect.poll(() => visiblePanelTitles(page)).toEqual(["Privacy Notice"]);
    expect(errors).toEqual([]);
  });

  it("has no accessibility violations", async () => {
    const { page } = await newPage();
    await page.goto("/policies#safeguarding");
    await waitForHydration(page);
    await expect.poll(() => visiblePanelTitles(page)).toEqual(["Safeguarding"]);
    await expectNoAxeViolations(page);
  });
});
