// Issue 23 on a phone (390 px), axe clean: staff take a course date's register in the training room from the date's
// page: 'Mark all present', an exception (late, with minutes missed), an identity check (one Group A and two
// different Group B documents; the same type twice is refused), 'Cannot sit the assessment' clearing once checked;
// and a register whose last day was more than 7 days ago asks for a reason before it takes a change.
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { registerLockedFrom } from "#app/features/learners/register-rules";
import { addDays, formatDate, londonToday } from "#app/shared/dates";
import { setupBrowser, waitForHydration } from "./browser";
import { addDate, api, bookPaidInFull, coursesOfThisFile, unique } from "./staff-api";
import { expectFitsAndAxeClean, staffPhone } from "./staff-phone";

setupBrowser();

const createCourse = coursesOfThisFile();

/** A two-day course with a date 20 days away and these learners booked and paid in full. */
async function bookedDate(firstNames: string[]) {
  const suffix = unique();
  const body = { slug: `e2e-register-${suffix}`, title: `E2E Register ${suffix}`, durationDays: 2, price: 12_000 };
  const course = await createCourse<{ id: string }>(body);
  const firstDay = addDays(londonToday(), 20);
  const date = await addDate(course.id, { date: firstDay });
  const seat = { courseId: course.id, availableDateId: date.id, price: body.price };
  const learners = await bookPaidInFull(seat, { firstNames, surname: `Register${suffix}`, suffix });
  return { course, body, date, firstDay, learners };
}

const learnerItem = (page: Page, name: string) => page.getByRole("listitem", { name });

describe("the register on a phone", () => {
  it("marks all present, then an exception and an identity check", async () => {
    const { date, firstDay, learners, body } = await bookedDate(["Ada", "Ben"]);
    const [ada, ben] = learners as [(typeof learners)[0], (typeof learners)[0]];
    const { page, errors } = await staffPhone();

    await page.goto(`/admin/dates/date/${date.id}`);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Take the register" }).click();
    await page.getByRole("heading", { level: 1, name: `Register: ${body.title}, ${formatDate(firstDay)}` }).waitFor();
    await waitForHydration(page);
    const day = page.getByRole("region", { name: formatDate(firstDay) });
    await learnerItem(page, ada.fullName).getByText("Not marked", { exact: true }).waitFor();
    await learnerItem(page, ada.fullName).getByText("Identity not checked").waitFor();

    await day.getByRole("button", { name: "Mark all present (2)" }).click();
    await page
      .getByText(`2 learners marked present on ${formatDate(firstDay)}.`)
      .first()
      .waitFor();
    await expect
      .poll(() => day.getByRole("button", { name: "Everyone is marked" }).isDisabled(), { timeout: 10_000 })
      .toBe(true);
    await learnerItem(page, ben.fullName).getByText("Present", { exact: true }).waitFor();

    // The exception: Ben came in late.
    const benItem = learnerItem(page, ben.fullName);
    await benItem.locator("summary", { hasText: `Mark for ${formatDate(firstDay)}` }).click();
    const mark = benItem.getByRole("form", { name: `Mark for ${ben.fullName}` });
    await mark.getByRole("radio", { name: "Late" }).check();
    await mark.getByRole("button", { name: "Save mark" }).click();
    await mark.getByText("Say how many minutes were missed.").waitFor();
    await mark.getByLabel("Minutes missed").fill("15");
    await mark.getByLabel("Note").fill("Train delayed");
    await mark.getByRole("button", { name: "Save mark" }).click();
    await benItem.getByText("Late, 15 min missed", { exact: true }).waitFor();
    await benItem.getByText("Note: Train delayed").waitFor();

    // Ada's identity check: the same Group B type twice is refused, two different ones are kept.
    const adaItem = learnerItem(page, ada.fullName);
    await adaItem.locator("summary", { hasText: "ID check" }).click();
    const check = adaItem.getByRole("form", { name: `Identity check for ${ada.fullName}` });
    await check.getByLabel("Group A document").selectOption("passport");
    await check.getByLabel("Group B document 1").selectOption("utility-bill");
    await check.getByLabel("Group B document 2").selectOption("utility-bill");
    await check.getByRole("button", { name: "Save ID check" }).click();
    await check.getByText("The Group B documents must be of different types.").waitFor();
    await expectFitsAndAxeClean(page, "the register with the ID check open");
    await check.getByLabel("Group B document 2").selectOption("bank-statement");
    await check.getByRole("button", { name: "Save ID check" }).click();
    await adaItem.locator("summary", { hasText: "ID check" }).getByText("Checked", { exact: true }).waitFor();
    await expect.poll(() => adaItem.getByText("Cannot sit the assessment").count(), { timeout: 10_000 }).toBe(0);
    await benItem.getByText("Cannot sit the assessment").waitFor();

    await expectFitsAndAxeClean(page, "the register");
    mkdirSync("tmp/screens", { recursive: true });
    await page.screenshot({ path: "tmp/screens/register-390.png", fullPage: true });

    const saved = await api<{ learners: { name: string; marks: Record<string, { status: string }> }[] }>(
      "GET",
      `/admin/dates/date/${date.id}/register`,
    );
    expect(saved.learners.map((learner) => [learner.name, learner.marks[firstDay]?.status])).toEqual([
      [ada.fullName, "present"],
      [ben.fullName, "late"],
    ]);
    expect(errors).toEqual([]);
  });

  it("asks for a reason once the register has locked, 7 days after the last day", async () => {
    const { course, body, date, learners } = await bookedDate(["Cy"]);
    // The course took place two weeks ago. Its days are settled by the server (a day moved off a weekend or a bank
    // holiday keeps its pattern), so the day the register locked is read from the days it stored, not assumed.
    const firstDay = addDays(londonToday(), -14);
    await api("PUT", `/admin/available-dates/${date.id}`, {
      courseId: course.id,
      date: firstDay,
      confirmDateChange: true,
    });
    const view = await api<{ days: string[]; locked: boolean }>("GET", `/admin/dates/date/${date.id}/register`);
    const lockedFrom = registerLockedFrom(view.days.at(-1)!);
    expect(view.locked).toBe(true);
    expect(lockedFrom <= londonToday()).toBe(true);
    const { page, errors } = await staffPhone();
    await page.goto(`/admin/dates/date/${date.id}/register`);
    await page.getByRole("heading", { level: 1, name: `Register: ${body.title}, ${formatDate(firstDay)}` }).waitFor();
    await waitForHydration(page);
    await page
      .getByText(
        `Changes were open until 7 days after the last day. Since ${formatDate(lockedFrom)} the register is locked: a change needs a reason, kept in the log.`,
      )
      .waitFor();
    const reason = page.getByLabel("Reason for the change");
    await page.getByRole("button", { name: "Mark all present (1)" }).click();
    await page.getByText("Give a reason for the change: the register has locked.").waitFor();
    await expect.poll(() => reason.evaluate((input) => input === document.activeElement)).toBe(true);
    await expectFitsAndAxeClean(page, "the locked register asking for a reason");
    await page.screenshot({ path: "tmp/screens/register-locked-390.png", fullPage: true });

    await reason.fill("Paper register copied in after the course");
    await page.getByRole("button", { name: "Mark all present (1)" }).click();
    await learnerItem(page, learners[0]!.fullName).getByText("Present", { exact: true }).waitFor();
    const entries = await api<{ summary: string }[]>("GET", `/admin/audit?record=${date.id}`);
    expect(entries.map((entry) => entry.summary)).toContainEqual(
      expect.stringContaining("marked 1 learner present (reason: Paper register copied in after the course)"),
    );
    expect(errors).toEqual([]);
  });
});
