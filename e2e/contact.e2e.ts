import { axeBuilder } from "./axe";
import type { Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectDisabledButton, holdRequests, newPage, setupBrowser, waitForHydration } from "./browser";

setupBrowser();

/** Every request the page makes to the contact API. */
function contactCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/leads/contact") calls.push(request);
  });
  return calls;
}

/** A form control by its label; required fields' labels end with a '*'. */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}\\*?$`));
}

async function openContact(page: Page) {
  await page.goto("/contact");
  await waitForHydration(page, "form");
}

async function fillValidForm(page: Page) {
  await field(page, "First Name").fill("Sam");
  await field(page, "Last Name").fill("Taylor");
  await field(page, "Email Address").fill("sam@example.com");
  await field(page, "Phone Number").fill("07700 900123");
  await field(page, "Subject").selectOption("group-booking");
  await field(page, "Message").fill("We have eight staff to train in March.");
}

describe("/contact", () => {
  it("shows contact details, office hours, quick answers and a map that loads nothing from third parties", async () => {
    const { page, errors } = await newPage();
    const origins = new Set<string>();
    page.on("request", (request) => origins.add(new URL(request.url()).origin));
    const response = await page.goto("/contact");
    expect(response?.status()).toBe(200);
    await waitForHydration(page, "form");

    expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual(["Contact Us"]);
    const main = page.getByRole("main");
    expect(await main.locator('a[href^="tel:"]').count()).toBeGreaterThan(0);
    expect(await main.locator('a[href^="mailto:"]').count()).toBeGreaterThan(0);
    expect(await main.locator('a[href^="https://wa.me/"]').count()).toBe(1);
    const hours = await page.getByRole("region", { name: "Office Hours" }).getByRole("listitem").allInnerTexts();
    expect(hours.map((row) => row.replace(/\s+/g, " ").trim())).toEqual([
      "Mon-Fri 9am-6pm",
      "Sat 9am-4pm",
      "Sun closed",
    ]);
    expect(await page.getByText("We'll get back to you within 24 hours.").count()).toBeGreaterThan(0);
    expect(await page.getByRole("region", { name: "Quick Answers" }).getByRole("heading", { level: 3 }).count()).toBe(
      4,
    );

    const mapLink = page.getByRole("link", { name: /Open in Google Maps/ });
    const href = new URL((await mapLink.getAttribute("href")) ?? "");
    expect(href.origin + href.pathname).toBe("https://www.google.com/maps/search/");
    expect(href.searchParams.get("api")).toBe("1");
    expect(href.searchParams.get("query")).toMatch(/Oxford/);
    expect(await mapLink.getAttribute("rel")).toBe("noopener noreferrer");
    expect(await page.locator("iframe").count()).toBe(0);
    expect([...origins]).toEqual([new URL(page.url()).origin]);
    expect(errors).toEqual([]);
  });

  it("shows every field message under its field and sends nothing", async () => {
    const { page } = await newPage();
    const calls = contactCalls(page);
    await openContact(page);

    await page.getByRole("button", { name: "Send Message" }).click();
    // The rules (zod) download on the first submit, so the messages come a moment after the click.
    await page.getByText("First name is required").waitFor();

    const expected: [label: string, message: string][] = [
      ["First Name", "First name is required"],
      ["Last Name", "Last name is required"],
      ["Email Address", "Please enter a valid email address"],
      ["Subject", "Please select a subject"],
      ["Message", "Message must be at least 10 characters"],
    ];
    for (const [label, message] of expected) {
      const control = field(page, label);
      expect(await control.getAttribute("aria-invalid")).toBe("true");
      const describedBy = (await control.getAttribute("aria-describedby")) ?? "";
      const error = page.locator(`[id="${describedBy.split(" ").at(-1)}"]`);
      expect(await error.textContent()).toBe(message);
      expect(await error.getAttribute("role")).toBe("alert");
    }
    expect(await field(page, "First Name").evaluate((element) => element === document.activeElement)).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it("refuses a filled honeypot with 'Spam detected' and makes no call", async () => {
    const { page } = await newPage();
    const calls = contactCalls(page);
    await openContact(page);
    await fillValidForm(page);
    await page.locator('input[name="website"]').fill("https://spam.example", { force: true });

    await page.getByRole("button", { name: "Send Message" }).click();

    await page.getByText("Spam detected").waitFor();
    await page.waitForTimeout(300);
    expect(calls).toHaveLength(0);
    expect(await page.getByRole("button", { name: "Send Another Message" }).count()).toBe(0);
  });

  it("sends the message with its subject, shows the success panel, and 'Send Another Message' returns to an empty form", async () => {
    const { page, errors } = await newPage();
    const calls = contactCalls(page);
    await openContact(page);
    await fillValidForm(page);

    const answered = page.waitForResponse((response) => response.url().endsWith("/api/leads/contact"));
    await page.getByRole("button", { name: "Send Message" }).click();
    expect((await answered).status()).toBe(201);

    expect(calls).toHaveLength(1);
    expect(calls[0]!.postDataJSON()).toEqual({
      firstName: "Sam",
      lastName: "Taylor",
      email: "sam@example.com",
      phone: "07700 900123",
      message: "Subject: group-booking\n\nWe have eight staff to train in March.",
    });
    await page.getByText("Message Sent!", { exact: true }).waitFor();
    expect(await page.getByText("We'll get back to you within 24 hours.").count()).toBeGreaterThan(0);
    const another = page.getByRole("button", { name: "Send Another Message" });
    await another.waitFor();
    expect(await field(page, "First Name").count()).toBe(0);
    expect((await axeBuilder(page).analyze()).violations).toEqual([]);

    await another.click();
    const firstName = field(page, "First Name");
    await firstName.waitFor();
    expect(await firstName.inputValue()).toBe("");
    expect(await field(page, "Message").inputValue()).toBe("");
    expect(await field(page, "Subject").inputValue()).toBe("");
    expect(await firstName.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });

  it("shows 'Sending...' while the call is under way and the fallback error toast when the server fails", async () => {
    const { page } = await newPage();
    const release = await holdRequests(page, "**/api/leads/contact", {
      status: 500,
      contentType: "text/html",
      body: "<h1>Bad gateway</h1>",
    });
    await openContact(page);
    await fillValidForm(page);

    await page.getByRole("button", { name: "Send Message" }).click();
    await expectDisabledButton(page, "Sending...");
    release();

    await page.getByText("Failed to send message. Please try again.", { exact: true }).waitFor();
    expect(await page.getByText("Error", { exact: true }).count()).toBe(1);
    // The form keeps what was typed, so the visitor can try again.
    expect(await field(page, "First Name").inputValue()).toBe("Sam");
    expect(await page.getByRole("button", { name: "Send Message" }).isEnabled()).toBe(true);
  });

  it("shows the server's own message and field errors when it refuses the message, focusing the first field in error", async () => {
    const { page } = await newPage();
    await page.route("**/api/leads/contact", (route) =>
      route.fulfill({
        status: 400,
        json: {
          message: "Please check the highlighted fields.",
          // Listed out of the form's order: focus still goes to the first field in the form.
          fieldErrors: { message: ["Message is not accepted"], email: ["Email is not accepted"] },
        },
      }),
    );
    await openContact(page);
    await fillValidForm(page);

    await page.getByRole("button", { name: "Send Message" }).click();

    await page.getByText("Please check the highlighted fields.", { exact: true }).waitFor();
    await page.getByText("Email is not accepted").waitFor();
    await page.getByText("Message is not accepted").waitFor();
    expect(await field(page, "Message").getAttribute("aria-invalid")).toBe("true");
    await expect
      .poll(() => field(page, "Email Address").evaluate((element) => element === document.activeElement))
      .toBe(true);
  });

  it("has no accessibility violations, with and without field errors", async () => {
    const { page } = await newPage();
    await openContact(page);
    expect((await axeBuilder(page).analyze()).violations).toEqual([]);
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByText("First name is required").waitFor();
    expect((await axeBuilder(page).analyze()).violations).toEqual([]);
  });
});
