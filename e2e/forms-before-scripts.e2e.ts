// A form the page's scripts send is already in the server's HTML, and a visitor on a slow phone can press its button
// before those scripts have run: the browser then sends it itself. By GET, it would put every field (a staff
// password, an e-mail address, a message) in the address, the history and access logs. Each such form is a POST
// (eslint.config.js refuses a <form> without a method), so nothing typed reaches an address, and the server sends
// the POST back to the page (server/early-form-submits.ts), where the form is there again.
import type { Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, setupBrowser } from "./browser";

setupBrowser();

const TYPED = "typed-before-scripts";

describe("a form sent before the page's scripts have run", () => {
  it.each([
    ["/login", "Sign In"],
    ["/find-booking", "E-mail me my booking link"],
    ["/contact", /send/i],
    ["/business-accounts/sign-in", /send|link|sign/i],
  ] as const)("on %s is POSTed, with nothing typed in the address, and the page comes back", async (path, button) => {
    const { page } = await newPage({ javaScriptEnabled: false });
    await page.goto(path);
    const form = page.locator("main form").filter({ has: page.getByRole("button", { name: button }) });
    for (const input of await form.locator("input:not([type=hidden]):not([type=checkbox]), textarea").all()) {
      const type = await input.getAttribute("type");
      await input.fill(type === "email" ? `${TYPED}@example.com` : TYPED);
    }
    const [request] = await Promise.all([
      page.waitForRequest((request: Request) => request.isNavigationRequest()),
      form.getByRole("button", { name: button }).click(),
    ]);

    expect(request.method()).toBe("POST");
    expect(new URL(request.url()).pathname).toBe(path);
    expect(request.url()).not.toContain(TYPED);
    expect((await request.response())?.status()).toBe(303);

    await page.waitForURL((url) => url.pathname === path && url.search === "");
    await form.getByRole("button", { name: button }).waitFor();
    expect(await page.content()).not.toContain(TYPED);
  });
});
