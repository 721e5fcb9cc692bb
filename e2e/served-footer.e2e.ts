// The footer is drawn by the server and kept by the browser without its code (decision 006, issue 22): it must stay
// whole after hydration and after moving between pages, and its links must move within the app, as <Link> did.
import { describe, expect, it } from "vitest";
import { newPage, setupBrowser, waitForHydration } from "./browser";

setupBrowser();

describe("the footer as served", () => {
  it("keeps the server's footer through hydration and client-side navigation, and its links navigate in the app", async () => {
    const { page, errors } = await newPage();
    await page.goto("/courses");
    await waitForHydration(page);
    const footer = page.locator("footer");
    const served = await footer.innerHTML();
    expect(served).toContain("Quick Links");
    // Set on the window: a full page load would lose it.
    await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));

    await footer.getByRole("link", { name: "About Us" }).click();
    await page.waitForURL("**/about");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    expect(await page.evaluate(() => (window as { stillTheSameDocument?: boolean }).stillTheSameDocument)).toBe(true);
    expect(await footer.innerHTML()).toBe(served);

    await footer.getByRole("link", { name: "Privacy Policy" }).click();
    await page.waitForURL("**/policies#privacy");
    expect(await page.evaluate(() => (window as { stillTheSameDocument?: boolean }).stillTheSameDocument)).toBe(true);
    expect(await footer.innerHTML()).toBe(served);
    expect(errors).toEqual([]);
  });

  it("loads the staff login as a page of its own, which cuts the window off from its opener (decision 028)", async () => {
    const { page, errors } = await newPage();
    const reading = await page.goto("/about");
    expect(reading?.headers()["cross-origin-opener-policy"]).toBeUndefined();
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));

    const login = page.waitForResponse((response) => new URL(response.url()).pathname === "/login");
    await page.locator("footer").getByRole("link", { name: "Login" }).click();
    expect((await login).headers()["cross-origin-opener-policy"]).toBe("same-origin");
    await page.getByRole("heading", { level: 1, name: "Login" }).waitFor();
    expect(await page.evaluate(() => (window as { stillTheSameDocument?: boolean }).stillTheSameDocument)).toBe(
      undefined,
    );
    expect(errors).toEqual([]);
  });
});
