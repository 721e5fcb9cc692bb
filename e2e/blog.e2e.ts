import { axeBuilder } from "./axe";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seedPosts } from "#db/seed/posts";
import { holdRequests, newPage, setupBrowser, waitForHydration } from "./browser";

setupBrowser();

const HEADING = "Security Insights & Training Resources";
// The seed's published articles, newest first; its one draft must never show.
const PUBLISHED = seedPosts.filter((post) => post.published).sort((a, b) => a.daysAgo - b.daysAgo);
const DRAFT = seedPosts.find((post) => !post.published)!;
const ARTICLE = PUBLISHED[1]!;

const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute("href");

async function jsonLdTypes(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

describe("/blog", () => {
  it.each(["/blog", "/blogs"])("%s lists the published articles, newest first, with canonical /blog", async (path) => {
    const { page, errors } = await newPage();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);

    expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual([HEADING]);
    const cards = page.getByRole("article");
    expect(await cards.getByRole("heading", { level: 2 }).allTextContents()).toEqual(PUBLISHED.map((p) => p.title));
    expect(await page.getByText(DRAFT.title).count()).toBe(0);

    const first = cards.first();
    expect(await first.getByText("5 min read").count()).toBe(1);
    expect(await first.locator("time").textContent()).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(await first.getByText(PUBLISHED[0]!.excerpt).count()).toBe(1);
    expect(await first.getByRole("listitem").allTextContents()).toEqual(PUBLISHED[0]!.tags);
    const readMore = first.getByRole("link", { name: /^Read More/ });
    expect(await readMore.getAttribute("href")).toBe(`/blog/${PUBLISHED[0]!.slug}`);

    expect(await page.getByRole("link", { name: "View Our Courses" }).getAttribute("href")).toBe("/courses");
    expect(new URL((await canonical(page)) ?? "").pathname).toBe("/blog");
    expect(errors.filter((error) => !error.includes("Failed to load resource"))).toEqual([]);
  });

  it("gives card images their size, alt text and lazy loading below the first", async () => {
    const { page } = await newPage({ javaScriptEnabled: false });
    await page.goto("/blog");
    const images = page.getByRole("article").locator("img");
    expect(await images.count()).toBe(PUBLISHED.length);
    for (const [index, post] of PUBLISHED.entries()) {
      const image = images.nth(index);
      expect(await image.getAttribute("alt")).toBe(post.imageAlt);
      expect(await image.getAttribute("width")).toBe("1200");
      expect(await image.getAttribute("height")).toBe("675");
      expect(await image.getAttribute("loading")).toBe(index === 0 ? "eager" : "lazy");
    }
  });

  it("shows skeletons, then the articles, on client-side navigation", async () => {
    const { page, errors } = await newPage();
    const release = await holdRequests(page, "**/api/posts?published=true");
    await page.goto("/");
    await waitForHydration(page);

    await page.getByRole("contentinfo").getByRole("link", { name: "Blog" }).click();
    await page.getByRole("status", { name: "Loading articles" }).waitFor();
    expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual([HEADING]);
    release();

    await page.getByRole("article").first().waitFor();
    expect(await page.getByRole("article").count()).toBe(PUBLISHED.length);
    expect(await page.getByRole("status", { name: "Loading articles" }).count()).toBe(0);
    expect(errors.filter((error) => !error.includes("Failed to load resource"))).toEqual([]);
  });

  it("shows 'Unable to load blog posts' when the API fails on client-side navigation", async () => {
    const { page } = await newPage();
    await page.route("**/api/posts?published=true", (route) =>
      route.fulfill({ status: 500, json: { message: "Failed to fetch blog posts" } }),
    );
    await page.goto("/");
    await waitForHydration(page);

    await page.getByRole("contentinfo").getByRole("link", { name: "Blog" }).click();

    const alert = page.getByRole("alert").filter({ hasText: "Unable to load blog posts" });
    await alert.waitFor();
    expect(await alert.getByText("Please try again later.").count()).toBe(1);
    expect(await page.getByRole("button", { name: "Retry" }).count()).toBe(1);
  });

  it("shows 'No Articles Yet' with a way home when nothing is published", async () => {
    const { page } = await newPage();
    await page.route("**/api/posts?published=true", (route) => route.fulfill({ status: 200, json: [] }));
    await page.goto("/");
    await waitForHydration(page);

    await page.getByRole("contentinfo").getByRole("link", { name: "Blog" }).click();

    await page.getByRole("heading", { name: "No Articles Yet" }).waitFor();
    await page.getByRole("main").getByRole("link", { name: "Back to Home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
  });

  it("has no accessibility violations", async () => {
    const { page } = await newPage();
    await page.goto("/blog");
    await waitForHydration(page);
    expect((await axeBuilder(page).analyze()).violations).toEqual([]);
  });
});

describe("/blog/{slug}", () => {
  it("renders a published article with its sanitised content, structured data and calls to action", async () => {
    const { page, errors } = await newPage();
    const response = await page.goto(`/blog/${ARTICLE.slug}`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);

    expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual([ARTICLE.title]);
    const article = page.getByRole("article");
    expect(await article.getByRole("link", { name: "Back to Blog" }).getAttribute("href")).toBe("/blog");
    expect(await article.getByRole("button", { name: "Share" }).count()).toBe(1);
    expect(await article.getByText("5 min read").count()).toBe(1);
    expect(await article.getByText(ARTICLE.excerpt).count()).toBe(1);
    expect(await article.getByRole("list", { name: "Tags" }).getByRole("listitem").allTextContents()).toEqual(
      ARTICLE.tags,
    );
    expect(await article.getByRole("heading", { level: 2 }).count()).toBeGreaterThan(3);
    expect(await article.getByRole("link", { name: "EFAW course" }).getAttribute("href")).toBe("/courses/efaw");
    expect(await article.locator("script, iframe, [onerror], [onclick], br").count()).toBe(0);

    const main = page.getByRole("main");
    expect(await main.getByRole("link", { name: "View Courses" }).getAttribute("href")).toBe("/courses");
    expect(await main.getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe("/contact");

    expect(await page.locator('meta[property="og:type"]').getAttribute("content")).toBe("article");
    expect(new URL((await canonical(page)) ?? "").pathname).toBe(`/blog/${ARTICLE.slug}`);
    const types = await jsonLdTypes(page);
    const posting = types.find((data) => data["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: ARTICLE.title,
      // The seed's byline is the academy's name: the author is the academy itself, with its URL.
      author: { "@type": "EducationalOrganization", url: expect.stringMatching(/^https?:\/\/.+\/$/) },
      datePublished: expect.any(String),
      dateModified: expect.any(String),
      mainEntityOfPage: { "@id": expect.stringContaining(`/blog/${ARTICLE.slug}`) },
    });
    expect(types.some((data) => data["@type"] === "BreadcrumbList")).toBe(true);
    expect(errors.filter((error) => !error.includes("Failed to load resource"))).toEqual([]);
  });

  it("opens an article from the list on the client, with its title", async () => {
    const { page } = await newPage();
    await page.goto("/blog");
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { __marker: 1 }));

    await page.getByRole("link", { name: `Read More about ${ARTICLE.title}` }).click();

    await page.getByRole("heading", { level: 1, name: ARTICLE.title }).waitFor();
    expect(await page.title()).toContain(ARTICLE.title);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  });

  it.each([
    ["a draft", DRAFT.slug],
    ["an unknown slug", "no-such-article"],
  ])("answers %s with a 404 and 'Article Not Found'", async (_label, slug) => {
    const { page } = await newPage();
    const response = await page.goto(`/blog/${slug}`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual(["Article Not Found"]);
    expect(await page.getByText(DRAFT.excerpt).count()).toBe(0);
    const main = page.getByRole("main");
    expect(await main.getByRole("link", { name: "Browse All Articles" }).getAttribute("href")).toBe("/blog");
    expect(await main.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
  });

  it("shows 'Article Not Found' when the article fails to load on client-side navigation", async () => {
    const { page } = await newPage();
    await page.route(`**/api/posts/${ARTICLE.slug}`, (route) => route.fulfill({ status: 500, body: "down" }));
    await page.goto("/blog");
    await waitForHydration(page);

    await page.getByRole("link", { name: `Read More about ${ARTICLE.title}` }).click();

    await page.getByRole("heading", { level: 1, name: "Article Not Found" }).waitFor();
  });

  it("copies the address and says so when the device has no share sheet", async () => {
    const { page } = await newPage({ permissions: ["clipboard-read", "clipboard-write"] });
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
    });
    await page.goto(`/blog/${ARTICLE.slug}`);
    await waitForHydration(page);
    const dialog = new Promise<string>((resolve) =>
      page.once("dialog", (shown) => {
        resolve(shown.message());
        void shown.accept();
      }),
    );

    await page.getByRole("button", { name: "Share" }).click();

    expect(await dialog).toBe("Article URL copied to clipboard!");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  it("uses the device share sheet when there is one", async () => {
    const { page } = await newPage();
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      Object.assign(window, { __shares: calls });
      Object.defineProperty(Navigator.prototype, "share", {
        value: (data: unknown) => {
          calls.push(data);
          return Promise.resolve();
        },
        configurable: true,
      });
    });
    let alerted = false;
    page.on("dialog", (shown) => {
      alerted = true;
      void shown.dismiss();
    });
    await page.goto(`/blog/${ARTICLE.slug}`);
    await waitForHydration(page);

    await page.getByRole("button", { name: "Share" }).click();

    await page.waitForFunction(() => (window as unknown as { __shares: unknown[] }).__shares.length === 1);
    const [shared] = await page.evaluate(() => (window as unknown as { __shares: unknown[] }).__shares);
    expect(shared).toEqual({ title: ARTICLE.title, text: ARTICLE.excerpt, url: page.url() });
    expect(alerted).toBe(false);
  });

  it("has no accessibility violations, found or not", async () => {
    const { page } = await newPage();
    await page.goto(`/blog/${ARTICLE.slug}`);
    await waitForHydration(page);
    expect((await axeBuilder(page).analyze()).violations).toEqual([]);
    await page.goto("/blog/no-such-article");
    await waitForHydration(page);
    expect((await axeBuilder(page).analyze()).violations).toEqual([]);
  });
});
