// The staff dashboard (/admin) as its browser tests drive it on a desktop: its tabs, the rows of a tab's table, the
// add/edit dialogs and the delete confirmations, the toasts and the overview's figures.
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

export const DESKTOP = { width: 1280, height: 900 };

/** Each tab by its name, and the heading its panel shows. */
export const TAB_HEADINGS = {
  Leads: "Leads",
  Courses: "Courses",
  Schedules: "Schedules",
  "Available Dates": "Available Dates",
  Venues: "Venues",
  "Blog Articles": "Blog Articles",
  Bookings: "Bookings",
  "Money owed": "Money owed",
  Rosters: "Rosters",
  "Waiting lists": "Waiting lists",
} as const;
export type TabName = keyof typeof TAB_HEADINGS;

/** A form control by its label; required fields' labels end with a '*'. */
export const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${label}\\*?$`));

export async function openDashboard(page: Page) {
  await page.goto("/admin");
  await page.getByRole("tablist", { name: "Admin sections" }).waitFor();
}

export async function openTab(page: Page, tab: TabName) {
  await openDashboard(page);
  await page.getByRole("tab", { name: tab }).click();
  await tabHeading(page, TAB_HEADINGS[tab]).waitFor();
}

export const tabHeading = (page: Page, name: string) =>
  page.getByRole("tabpanel").getByRole("heading", { level: 2, name, exact: true });
export const row = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });
export const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** Opens the dialog named `title` with the button named `trigger`. */
export async function openDialog(page: Page, trigger: string, title: string) {
  await page.getByRole("button", { name: trigger, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: title });
  await dialog.waitFor();
  return dialog;
}

/** Presses the dialog's `button` and waits until the dialog has closed. */
export async function submitAndClose(dialog: Locator, button: string) {
  await dialog.getByRole("button", { name: button }).click();
  await dialog.waitFor({ state: "detached" });
}

/** Presses `trigger`, checks the confirmation's `text` if given, and confirms with its Delete button. */
export async function confirmDelete(page: Page, trigger: string, title: string, text?: string) {
  await page.getByRole("button", { name: trigger, exact: true }).click();
  const dialog = page.getByRole("alertdialog", { name: title });
  await dialog.waitFor();
  if (text) expect(await dialog.getByText(text, { exact: true }).count()).toBe(1);
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await dialog.waitFor({ state: "detached" });
}

/** After a delete: the toast says so and the record's row leaves the table. */
export async function expectDeleted(page: Page, rowText: string, toastText: string) {
  await toast(page, toastText).waitFor();
  await row(page, rowText).waitFor({ state: "detached" });
}

/** A figure of the overview above the tabs ('Active Courses'), as a number. */
export async function overviewFigure(page: Page, label: string): Promise<number> {
  const item = page.getByRole("listitem").filter({ hasText: label });
  await item.getByText(/^\d[\d,]*$/).waitFor();
  return Number((await item.getByText(/^\d[\d,]*$/).innerText()).replace(/,/g, ""));
}
