// Issue 21 (M1, L15): staff choose the days a date meets, on a phone and by keyboard. The form proposes the course's
// length without Sundays or bank holidays, warns as soon as one is ticked, and the Available Dates table warns too.
import { afterAll, describe, expect, it } from "vitest";
import { addDays, londonToday, weekdayOf } from "#app/shared/dates";
import { setupBrowser, waitForHydration } from "./browser";
import { api } from "./staff-api";
import { expectFitsAndAxeClean, staffPhone } from "./staff-phone";

setupBrowser();

const made: string[] = [];
afterAll(async () => {
  for (const id of made) await api("DELETE", `/admin/available-dates/${id}`).catch(() => undefined);
});

/** 22 December of the next Christmas at least two weeks away. */
function beforeChristmas(): string {
  const today = londonToday();
  const thisYear = `${today.slice(0, 4)}-12-22`;
  return thisYear >= addDays(today, 14) ? thisYear : `${Number(today.slice(0, 4)) + 1}-12-22`;
}

describe("choosing a date's days", () => {
  it("proposes open days, warns of a ticked Sunday or bank holiday at 390 px by keyboard, and the table warns too", async () => {
    const { page, errors } = await staffPhone();
    await page.goto("/admin?tab=dates");
    await waitForHydration(page, '[role="tab"][aria-selected="true"]');
    await page.getByRole("button", { name: "Add Available Date" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Available Date" });
    await dialog.getByLabel(/^Course\*?$/).selectOption({ label: "SIA Door Supervisor" });
    const first = beforeChristmas();
    await dialog.getByLabel(/^Date\*?$/).fill(first);

    // Six days from the 22nd: Christmas Day, Boxing Day, the Sunday and any substitute day are left out.
    await dialog.getByText(/^6 days: /).waitFor();
    const christmas = dialog.getByRole("checkbox", { name: /Christmas Day/ });
    expect(await christmas.isChecked()).toBe(false);
    expect(await dialog.getByText("Check these days").count()).toBe(0);

    await christmas.focus();
    await page.keyboard.press("Space");
    await dialog.getByText(/: Christmas Day, a bank holiday$/).waitFor();
    let sunday = first;
    while (weekdayOf(sunday) !== 0) sunday = addDays(sunday, 1);
    const sundayBox = dialog.getByRole("checkbox", { name: new RegExp(`^Sun ${Number(sunday.slice(8))} Dec`) });
    await sundayBox.focus();
    await page.keyboard.press("Space");
    await dialog.getByText(/: the academy is closed on Sundays$/).waitFor();
    await expectFitsAndAxeClean(page, "Add Available Date");

    const saved = page.waitForResponse(
      (response) => response.url().endsWith("/api/admin/available-dates") && response.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: "Add Date" }).click();
    const created = (await (await saved).json()) as { id: string; courseDays: string[] };
    made.push(created.id);
    expect(created.courseDays).toContain(sunday);
    await dialog.waitFor({ state: "detached" });
    await page
      .getByRole("row")
      .filter({ hasText: "the academy is closed on Sundays" })
      .filter({ hasText: "Christmas Day, a bank holiday" })
      .first()
      .waitFor();
    expect(errors).toEqual([]);
  });
});
