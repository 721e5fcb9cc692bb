// Issue 21: the staff area works on a phone (390 px) and by keyboard alone, axe clean, and its addresses work: the
// open tab is in the URL, so a link opens it and the back button returns to the tab before.
import { describe, expect, it } from "vitest";
import { setupBrowser, waitForHydration } from "./browser";
import { api } from "./staff-api";
import { expectFitsAndAxeClean, staffPhone } from "./staff-phone";

setupBrowser();

// Each tab's address (?tab=…) and the name of its tab and heading.
const TABS = {
  leads: "Leads",
  courses: "Courses",
  schedules: "Schedules",
  dates: "Available Dates",
  venues: "Venues",
  posts: "Blog Articles",
  bookings: "Bookings",
  "money-owed": "Money owed",
  rosters: "Rosters",
  "waiting-lists": "Waiting lists",
};

describe("the staff area on a phone", () => {
  it("opens every tab by its address, fits 390 px and passes axe", async () => {
    const { page, errors } = await staffPhone();
    for (const [value, label] of Object.entries(TABS)) {
      await page.goto(`/admin?tab=${value}`);
      await expect.poll(() => page.getByRole("tab", { name: label }).getAttribute("aria-selected")).toBe("true");
      await page.getByRole("tabpanel").getByRole("heading", { name: label, exact: true }).first().waitFor();
      await expectFitsAndAxeClean(page, `/admin?tab=${value}`);
    }
    expect(errors).toEqual([]);
    // Every tab, each with an axe run: 35 s on a quiet machine, more than a minute on a loaded one.
  }, 150_000);

  it("moves between tabs by keyboard, each in the URL, and the back button returns to the tab before", async () => {
    const { page } = await staffPhone();
    await page.goto("/admin?tab=bookings");
    const bookings = page.getByRole("tab", { name: "Bookings" });
    await expect.poll(() => bookings.getAttribute("aria-selected")).toBe("true");
    // Keys pressed before React has hydrated the tab list would be lost.
    await waitForHydration(page, '[role="tab"][aria-selected="true"]');
    await bookings.focus();
    // Radix tabs open as the arrow keys move to them (automatic activation).
    await page.keyboard.press("ArrowRight");
    // expect.poll gives up after one second by default: too short for a tab to draw on a loaded machine.
    await expect.poll(() => new URL(page.url()).searchParams.get("tab"), { timeout: 10_000 }).toBe("money-owed");
    const moneyOwed = page.getByRole("tab", { name: "Money owed" });
    await expect.poll(() => moneyOwed.getAttribute("aria-selected"), { timeout: 10_000 }).toBe("true");
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get("tab"), { timeout: 10_000 }).toBe("bookings");
    await expect.poll(() => bookings.getAttribute("aria-selected"), { timeout: 10_000 }).toBe("true");
  });

  it("shows a course date's own page with its roster at 390 px", async () => {
    const dates = await api<{ id: string; kind: "instanceId" | "availableDateId" }[]>("GET", "/admin/roster/dates");
    const first = dates[0]!;
    const { page } = await staffPhone();
    const path = `/admin/dates/${first.kind === "instanceId" ? "instance" : "date"}/${first.id}`;
    await page.goto(path);
    await page.getByRole("heading", { level: 1 }).waitFor();
    // The roster's heading names the course and date once it has loaded (with its table, or 'No confirmed learners').
    await page.getByRole("heading", { level: 2 }).first().waitFor();
    await expectFitsAndAxeClean(page, path);
  });
});
