// The staff tabs of what the public site shows, on a desktop: Courses, Schedules, Available Dates, Venues and Blog
// Articles, each record added through its form (with the form's errors), edited and deleted; an article's preview runs
// no script, and the public API follows it as it is published and unpublished.
import { describe, expect, inject, it } from "vitest";
import { addDays, formatDate, londonToday } from "#app/shared/dates";
import { expectNoAxeViolations } from "./axe";
import { setupBrowser } from "./browser";
import {
  confirmDelete,
  DESKTOP,
  expectDeleted,
  field,
  openDialog,
  openTab,
  overviewFigure,
  row,
  submitAndClose,
  toast,
} from "./dashboard-controls";
import { api, unique } from "./staff-api";
import { staffPage } from "./staff-phone";

setupBrowser();

const baseURL = () => inject("baseURL");

describe("Courses tab", () => {
  it("adds a course with every field, shows slug errors inline, edits it and deletes it", async () => {
    const { page, errors } = await staffPage(DESKTOP);
    const title = `E2E Course ${unique()}`;
    await openTab(page, "Courses");
    const activeBefore = await overviewFigure(page, "Active Courses");

    await page.getByRole("button", { name: "Add Course" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Course" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Create Course" }).click();
    await dialog.getByText("Title is required").waitFor();
    await dialog.getByText("Slug is required").waitFor();
    expect(await field(dialog, "Title").evaluate((element) => element === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page);

    await field(dialog, "Title").fill(title);
    await field(dialog, "Slug").fill("Not A Slug");
    await field(dialog, "Description").fill("A course made by the browser tests.");
    await field(dialog, "Duration \\(days\\)").fill("3");
    await field(dialog, "Price \\(pence\\)").fill("12345");
    await dialog.getByText("£123.45 on the website").waitFor();
    await field(dialog, "Awarding body").fill("Highfield");
    await field(dialog, "Assessment method").fill("Multiple choice");
    await field(dialog, "Course includes").fill("Workbook\n\nExam fees\n");
    await field(dialog, "Prerequisites").fill("Photo ID");
    await field(dialog, "Tags").fill("Most Popular");
    await dialog.getByRole("button", { name: "Add topic" }).click();
    await field(dialog, "Topic 1").fill("Licensing law");
    await field(dialog, "Topic 1 content").fill("The Act\nLicence types");
    await dialog.getByRole("checkbox", { name: "SIA licence-linked" }).check();
    await dialog.getByRole("button", { name: "Create Course" }).click();
    await dialog.getByText("Slug must contain only lowercase letters, numbers, and hyphens").waitFor();

    // Taken: the server's field error lands under the slug.
    await field(dialog, "Slug").fill("door-supervisor");
    await dialog.getByRole("button", { name: "Create Course" }).click();
    await dialog.getByText("A course with this slug already exists").waitFor();
    expect(await field(dialog, "Slug").getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => field(dialog, "Slug").evaluate((element) => element === document.activeElement)).toBe(true);

    const slug = `e2e-course-${unique()}`;
    await field(dialog, "Slug").fill(slug);
    await submitAndClose(dialog, "Create Course");
    await toast(page, "Course created").waitFor();
    const created = row(page, title);
    await created.waitFor();
    expect(await created.innerText()).toMatch(/3 days\s+£123\.45\s+Active/);
    await expect.poll(() => overviewFigure(page, "Active Courses")).toBe(activeBefore + 1);

    const courses = await api<{ slug: string; includes: string[]; syllabus: unknown; tags: string[] }[]>(
      "GET",
      "/admin/courses",
    );
    expect(courses.find((course) => course.slug === slug)).toMatchObject({
      includes: ["Workbook", "Exam fees"],
      tags: ["Most Popular"],
      syllabus: [{ topic: "Licensing law", content: ["The Act", "Licence types"] }],
      siaLicenceLinked: true,
      needsFirstAidCertificate: false,
    });

    const edit = await openDialog(page, `Edit ${title}`, "Edit Course");
    expect(await field(edit, "Slug").inputValue()).toBe(slug);
    expect(await field(edit, "Topic 1 content").inputValue()).toBe("The Act\nLicence types");
    await field(edit, "Price \\(pence\\)").fill("15000");
    await edit.getByLabel("Active", { exact: true }).uncheck();
    await submitAndClose(edit, "Save Changes");
    await row(page, title).filter({ hasText: "£150" }).filter({ hasText: "Inactive" }).waitFor();
    // Focus is back on the button that opened the dialog.
    expect(
      await page
        .getByRole("button", { name: `Edit ${title}`, exact: true })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);

    await confirmDelete(
      page,
      `Delete ${title}`,
      "Delete course",
      `Are you sure you want to delete "${title}"? This action cannot be undone.`,
    );
    await expectDeleted(page, title, "Course deleted");
    expect(errors.filter((error) => !error.includes("400"))).toEqual([]);
  });

  it("shows the spec's fallback when a delete fails without a message", async () => {
    const { page } = await staffPage(DESKTOP);
    await page.route("**/api/admin/courses/*", (route) =>
      route.request().method() === "DELETE"
        ? route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Oops</h1>" })
        : route.continue(),
    );
    await openTab(page, "Courses");
    await confirmDelete(page, "Delete SIA Door Supervisor", "Delete course");
    await toast(page, "Failed to delete course").waitFor();
    expect(await page.getByText("Error", { exact: true }).count()).toBeGreaterThan(0);
    await row(page, "SIA Door Supervisor").first().waitFor();
  });
});

describe("Schedules tab", () => {
  it("schedules a course, edits it and deletes it", async () => {
    const { page, errors } = await staffPage(DESKTOP);
    const location = `E2E Hall ${unique()}`;
    // A venue staff keep once (issue 21); the form picks it.
    await api("POST", "/admin/venues", { name: location, address: "1 Test Street, Reading RG1 1AA" });
    // A Monday, so that the run's first day is one of the two days ticked below (Mon & Tue) whatever today is.
    const about = addDays(londonToday(), 200);
    const start = addDays(about, (8 - new Date(`${about}T12:00:00Z`).getUTCDay()) % 7);
    await openTab(page, "Schedules");

    await page.getByRole("button", { name: "Schedule Course" }).click();
    const dialog = page.getByRole("dialog", { name: "Schedule Course" });
    await field(dialog, "Course").waitFor();
    expect(await field(dialog, "Max seats").inputValue()).toBe("16");
    await dialog.getByRole("button", { name: "Schedule Course" }).click();
    await dialog.getByText("Start date is required").waitFor();
    await dialog.getByText("At least one day is required").waitFor();
    await expectNoAxeViolations(page);

    await field(dialog, "Course").selectOption({ label: "SIA Security Officer" });
    await field(dialog, "Start date").fill(start);
    await dialog.getByLabel("Tue", { exact: true }).check();
    await dialog.getByLabel("Mon", { exact: true }).check();
    // The course's four days are proposed on the training days (issue 21).
    await dialog.getByText(/^4 days: /).waitFor();
    await field(dialog, "Location").selectOption({ label: location });
    await field(dialog, "Max seats").fill("10");
    await field(dialog, "Price \\(pence\\)").fill("18000");
    await submitAndClose(dialog, "Schedule Course");
    await toast(page, "Course scheduled").waitFor();
    const created = row(page, location);
    await created.waitFor();
    const text = await created.innerText();
    expect(text).toContain("SIA Security Officer");
    expect(text).toContain(formatDate(start));
    expect(text).toContain("Mon & Tue");
    expect(text).toContain("4 days: ");
    expect(text).toContain("0/10");
    expect(text).toContain("Active");

    const name = `SIA Security Officer on ${formatDate(start)}`;
    const edit = await openDialog(page, `Edit schedule: ${name}`, "Edit Schedule");
    expect(await field(edit, "Course").inputValue()).not.toBe("");
    expect(await field(edit, "Price \\(pence\\)").inputValue()).toBe("18000");
    await field(edit, "Status").selectOption("cancelled");
    await submitAndClose(edit, "Save Changes");
    await row(page, location).filter({ hasText: "Cancelled" }).waitFor();

    await confirmDelete(page, `Delete schedule: ${name}`, "Delete schedule");
    await expectDeleted(page, location, "Schedule deleted");
    expect(errors).toEqual([]);
  });
});

describe("Available Dates tab", () => {
  it("adds a date with the form's defaults, edits it and deletes it", async () => {
    const { page, errors } = await staffPage(DESKTOP);
    const location = `E2E Room ${unique()}`;
    await api("POST", "/admin/venues", { name: location, address: "2 Test Street, Reading RG1 1AA" });
    const day = addDays(londonToday(), 210);
    await openTab(page, "Available Dates");

    await page.getByRole("button", { name: "Add Available Date" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Available Date" });
    await field(dialog, "Course").waitFor();
    expect(await field(dialog, "Max seats").inputValue()).toBe("12");
    // The academy's own venue to start with (SPEC §9's default location, issue 21).
    expect(await field(dialog, "Location").locator("option:checked").textContent()).toBe("Oxford (the academy)");
    expect(await field(dialog, "Status").locator("option").allTextContents()).toEqual(["Active", "Cancelled", "Full"]);
    await field(dialog, "Course").selectOption({ label: "Emergency First Aid at Work (EFAW)" });
    await field(dialog, "Date").fill(day);
    await field(dialog, "Location").selectOption({ label: location });
    await field(dialog, "Notes").fill("Bring a packed lunch.");
    await dialog.getByText(/^1 day: /).waitFor();
    await expectNoAxeViolations(page);
    await submitAndClose(dialog, "Add Date");
    await toast(page, "Date added").waitFor();
    const created = row(page, location);
    await created.waitFor();
    expect(await created.innerText()).toMatch(/0\/12\s+Active/);

    const name = `Emergency First Aid at Work (EFAW) on ${formatDate(day)}`;
    const edit = await openDialog(page, `Edit date: ${name}`, "Edit Available Date");
    expect(await field(edit, "Notes").inputValue()).toBe("Bring a packed lunch.");
    await field(edit, "Status").selectOption("full");
    await field(edit, "Max seats").fill("8");
    await submitAndClose(edit, "Save Changes");
    await row(page, location).filter({ hasText: "0/8" }).filter({ hasText: "Full" }).waitFor();

    await confirmDelete(page, `Delete date: ${name}`, "Delete available date");
    await row(page, location).waitFor({ state: "detached" });
    expect(errors).toEqual([]);
  });
});

describe("Venues tab", () => {
  it("adds a venue, warns while it has no address, fills it in, and deletes it", async () => {
    const { page, errors } = await staffPage(DESKTOP);
    const name = `E2E Venue ${unique()}`;
    await openTab(page, "Venues");
    await row(page, "Oxford").filter({ hasText: "The academy's address" }).waitFor();

    await page.getByRole("button", { name: "Add Venue" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Venue" });
    await dialog.getByRole("button", { name: "Add Venue" }).click();
    await dialog.getByText("Name is required").waitFor();
    await expectNoAxeViolations(page);
    await field(dialog, "Name").fill(name);
    await submitAndClose(dialog, "Add Venue");
    await toast(page, "Venue added").waitFor();
    await row(page, name).filter({ hasText: 'learners are told "Address to follow"' }).waitFor();

    const edit = await openDialog(page, `Edit venue: ${name}`, "Edit Venue");
    await field(edit, "Address").fill("Unit 9, Market Street, Bracknell RG12 1AA");
    await field(edit, "Directions").fill("Park behind the building.");
    await submitAndClose(edit, "Save Changes");
    await row(page, name).filter({ hasText: "Unit 9, Market Street" }).waitFor();

    await confirmDelete(page, `Delete venue: ${name}`, "Delete venue");
    await expectDeleted(page, name, "Venue deleted");
    expect(errors).toEqual([]);
  });
});

describe("Blog Articles tab", () => {
  it("creates an article with inline errors and a safe preview, edits it and deletes it", async () => {
    const { page, errors } = await staffPage(DESKTOP);
    const title = `E2E Article ${unique()}`;
    const slug = `e2e-article-${unique()}`;
    await openTab(page, "Blog Articles");

    await page.getByRole("button", { name: "Add Article" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Article" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Create Article" }).click();
    await dialog.getByText("Title is required").waitFor();
    await dialog.getByText("Slug is required").waitFor();
    await dialog.getByText("Content is required").waitFor();

    await field(dialog, "Title").fill(title);
    await field(dialog, "URL slug").fill("Bad Slug!");
    await field(dialog, "Excerpt").fill("A short summary.");
    await field(dialog, "Content").fill(
      '<h2>First steps</h2>\n<p>Line one\nline two</p>\n<img src="x" onerror="window.__hacked = true"><script>window.__hacked = true</script>',
    );
    await field(dialog, "Tags").fill("Licensing\nCareers");
    await dialog.getByLabel("Published", { exact: true }).check();
    await dialog.getByRole("button", { name: "Create Article" }).click();
    await dialog.getByText("Slug must contain only lowercase letters, numbers, and hyphens").waitFor();

    const imageRequests: string[] = [];
    page.on("request", (request) => new URL(request.url()).pathname === "/x" && imageRequests.push(request.url()));
    await dialog.getByRole("button", { name: "Preview" }).click();
    const preview = dialog.getByRole("region", { name: "Article preview" });
    await preview.getByRole("heading", { name: "First steps" }).waitFor();
    expect(await preview.locator("br").count()).toBe(1);
    expect(await preview.locator("img, script").count()).toBe(0);
    expect(imageRequests).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __hacked?: boolean }).__hacked)).toBeUndefined();
    await expectNoAxeViolations(page);

    await field(dialog, "URL slug").fill(slug);
    await submitAndClose(dialog, "Create Article");
    await toast(page, "Article created").waitFor();
    const created = row(page, title);
    await created.waitFor();
    expect(await created.innerText()).toContain(`/${slug}`);
    expect(await created.innerText()).toContain("Published");
    expect((await fetch(`${baseURL()}/api/posts/${slug}`)).status).toBe(200);

    const edit = await openDialog(page, `Edit ${title}`, "Edit Article");
    expect(await field(edit, "Tags").inputValue()).toBe("Licensing\nCareers");
    await edit.getByLabel("Published", { exact: true }).uncheck();
    await submitAndClose(edit, "Save Changes");
    await row(page, title).filter({ hasText: "Draft" }).waitFor();
    expect((await fetch(`${baseURL()}/api/posts/${slug}`)).status).toBe(404);

    await confirmDelete(page, `Delete ${title}`, "Delete article");
    await expectDeleted(page, title, "Article deleted");
    expect(errors.filter((error) => !error.includes("404"))).toEqual([]);
  });
});
