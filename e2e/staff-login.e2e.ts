// Staff sign-in: /login's checks and messages, /admin without a session, and logging out.
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./axe";
import { expectDisabledButton, holdRequests, newPage, setupBrowser, waitForHydration } from "./browser";
import { DESKTOP, field, toast } from "./dashboard-controls";
import { ADMIN } from "./staff-api";
import { staffPage } from "./staff-phone";

setupBrowser();

describe("/login", () => {
  it("checks the fields, shows the server's message, then signs in and lands on /admin", async () => {
    const { page, errors } = await newPage();
    await page.goto("/login");
    await waitForHydration(page, "form");
    expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual(["Login"]);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(await page.getByText("Contact your system administrator for access.", { exact: false }).count()).toBe(1);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Username is required").waitFor();
    await page.getByText("Password is required").waitFor();
    await expectNoAxeViolations(page);

    await field(page, "Username").fill(ADMIN.username);
    await field(page, "Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Invalid username or password" });
    await alert.waitFor();
    await expectNoAxeViolations(page);

    const release = await holdRequests(page, "**/api/auth/login");
    await field(page, "Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expectDisabledButton(page, "Signing in...");
    release();

    await page.waitForURL((url) => url.pathname === "/admin");
    await page.getByText("Welcome, admin").waitFor();
    // Only the 401 of the wrong password reached the console.
    expect(errors.filter((error) => !error.includes("401"))).toEqual([]);
  });

  it("shows 'Login failed' when the server gives no message", async () => {
    const { page } = await newPage();
    await page.route("**/api/auth/login", (route) =>
      route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }),
    );
    await page.goto("/login");
    await waitForHydration(page, "form");
    await field(page, "Username").fill("someone");
    await field(page, "Password").fill("something");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("alert").filter({ hasText: "Login failed" }).waitFor();
  });
});

describe("/admin access", () => {
  it("shows 'Access Denied' without a session, then goes to /login after about 2 seconds", async () => {
    const { page } = await newPage();
    const response = await page.goto("/admin");
    expect(response?.status()).toBe(200);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    await page.getByRole("heading", { level: 1, name: "Access Denied" }).waitFor();
    const shownAt = Date.now();
    await page.getByText("You need to be logged in as an admin to access this page.").waitFor();
    await expectNoAxeViolations(page);
    await page.waitForURL((url) => url.pathname === "/login", { timeout: 6_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(1_200);
    await page.getByRole("heading", { level: 1, name: "Login" }).waitFor();
  });

  it("shows a spinner while the session loads", async () => {
    const { page } = await staffPage(DESKTOP);
    const release = await holdRequests(page, "**/api/auth/user");
    await page.goto("/admin");
    await page.getByRole("status").filter({ hasText: "Loading your session" }).waitFor();
    release();
    await page.getByText("Welcome, admin").waitFor();
  });
});

describe("logout", () => {
  it("logs out, toasts 'Logged out', returns to /login, and the dashboard is closed afterwards", async () => {
    const { page, errors } = await newPage({ viewport: DESKTOP });
    await page.goto("/login");
    await waitForHydration(page, "form");
    await field(page, "Username").fill(ADMIN.username);
    await field(page, "Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Welcome, admin").waitFor();

    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await toast(page, "Logged out").waitFor();
    expect(await page.getByText("Access Denied").count()).toBe(0);

    await page.goto("/admin");
    await page.getByRole("heading", { level: 1, name: "Access Denied" }).waitFor();
    expect(errors.filter((error) => !error.includes("401"))).toEqual([]);
  });
});
