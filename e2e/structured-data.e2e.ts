// The JSON-LD of the real server-rendered pages, checked against the rules
// Google documents for its rich results. Google's Rich Results Test is online
// only, so its documented required and recommended properties are written down
// here (as documented on developers.google.com/search/docs/appearance/structured-data):
//
// Course info (course-info):
//   Course            required: name, description, provider, offers, hasCourseInstance
//                     recommended: image, inLanguage (and ratings, reviews, video… which we do not have)
//   provider          Organization; name required, sameAs ("the URL of the provider") recommended
//   offers            Offer; category required (Free, Partially Free, Subscription, Paid);
//                     price and priceCurrency recommended, and needed for any category but Free
//   hasCourseInstance CourseInstance, one or more; required: courseMode (Online, Onsite or Blended,
//                     Google's spelling) and courseSchedule or courseWorkload; courseSchedule needs
//                     repeatCount, repeatFrequency (Daily, Weekly, Monthly or Yearly) and duration;
//                     courseWorkload is an ISO 8601 duration; location recommended for Onsite and
//                     Blended; instructor recommended (Person with name)
//   (a provider given only as an "@id" is not resolved here: the builders give it inline)
// Course list (carousel): ItemList, each ListItem with position and url, or a whole item
// Organization (organization): no required properties; recommended: name, url, logo
//                     (at least 112×112 px, crawlable), sameAs, address, telephone, email
// Article (article): no required properties; recommended: headline, image, datePublished and
//                     dateModified (ISO 8601 with a time zone), author with name and url
// Breadcrumb (breadcrumb): BreadcrumbList.itemListElement, each ListItem with position and name,
//                     and item (a URL) on every element but the last
import { describe, expect, inject, it } from "vitest";
import type { PublicCourse } from "#app/features/catalogue/catalogue.server";
import { seedPosts } from "#db/seed/posts";

type Node = Record<string, unknown>;

const baseURL = () => inject("baseURL");

async function getHtml(path: string): Promise<string> {
  const response = await fetch(`${baseURL()}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** Every JSON-LD block of a page, parsed. */
function jsonLdBlocks(html: string): Node[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  return blocks.map((match) => JSON.parse(match[1]!) as Node);
}

const typesOf = (node: Node): string[] => [node["@type"]].flat().filter((t): t is string => typeof t === "string");
const isType = (node: Node, ...types: string[]) => typesOf(node).some((t) => types.includes(t));
const ORGANIZATION_TYPES = ["Organization", "EducationalOrganization", "LocalBusiness"];
const ARTICLE_TYPES = ["Article", "BlogPosting", "NewsArticle"];

/** Every object with a @type inside the blocks, depth first. */
function nodesOf(value: unknown, out: Node[] = []): Node[] {
  if (Array.isArray(value)) for (const item of value) nodesOf(item, out);
  else if (value && typeof value === "object") {
    if ("@type" in value) out.push(value as Node);
    for (const child of Object.values(value)) nodesOf(child, out);
  }
  return out;
}

const text = (value: unknown) => typeof value === "string" && value.trim().length > 0;
const absoluteUrl = (value: unknown) => typeof value === "string" && /^https?:\/\/[^/]/.test(value);
const asList = (value: unknown): unknown[] => (value === undefined ? [] : [value].flat());
const ISO_DURATION = /^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** Course.offers needs a category; a date's own offer (not in Google's list) needs only a price. */
function checkOffer(offer: unknown, where: string, problems: string[], needsCategory = true) {
  if (!offer || typeof offer !== "object") return void problems.push(`${where}: offers missing`);
  const o = offer as Node;
  if (needsCategory && !["Free", "Partially Free", "Subscription", "Paid"].includes(o.category as string))
    problems.push(
      `${where}: offers.category must be Free, Partially Free, Subscription or Paid (got ${String(o.category)})`,
    );
  if (o.category !== "Free") {
    if (!/^\d+(\.\d+)?$/.test(String(o.price ?? ""))) problems.push(`${where}: offers.price missing or not a number`);
    if (!/^[A-Z]{3}$/.test(String(o.priceCurrency ?? ""))) problems.push(`${where}: offers.priceCurrency missing`);
  }
}

function checkOrganizationRef(org: unknown, where: string, problems: string[]) {
  if (!org || typeof org !== "object") return void problems.push(`${where}: missing`);
  const o = org as Node;
  if (!text(o.name)) problems.push(`${where}.name missing`);
  if (!absoluteUrl(o.sameAs) && !absoluteUrl(o.url)) problems.push(`${where}.sameAs (or url) missing`);
}

function checkCourse(course: Node, problems: string[]) {
  const where = `Course "${String(course.name)}"`;
  for (const key of ["name", "description"]) if (!text(course[key])) problems.push(`${where}: ${key} missing`);
  checkOrganizationRef(course.provider, `${where}: provider`, problems);
  const offers = asList(course.offers);
  if (offers.length === 0) problems.push(`${where}: offers missing`);
  for (const offer of offers) checkOffer(offer, where, problems);
  if (!absoluteUrl(course.image) && !absoluteUrl((course.image as Node | undefined)?.url))
    problems.push(`${where}: image (recommended) missing`);
  if (!text(course.inLanguage)) problems.push(`${where}: inLanguage (recommended) missing`);
  const instances = asList(course.hasCourseInstance) as Node[];
  if (instances.length === 0) problems.push(`${where}: hasCourseInstance missing`);
  instances.forEach((instance, index) => {
    const at = `${where}: hasCourseInstance[${index}]`;
    if (!isType(instance, "CourseInstance")) problems.push(`${at}: @type is not CourseInstance`);
    if (!["Online", "Onsite", "Blended"].includes(instance.courseMode as string))
      problems.push(`${at}: courseMode must be Online, Onsite or Blended (got ${String(instance.courseMode)})`);
    const schedule = instance.courseSchedule as Node | undefined;
    if (schedule) {
      if (!Number.isInteger(schedule.repeatCount)) problems.push(`${at}: courseSchedule.repeatCount missing`);
      if (!["Daily", "Weekly", "Monthly", "Yearly"].includes(schedule.repeatFrequency as string))
        problems.push(`${at}: courseSchedule.repeatFrequency must be Daily, Weekly, Monthly or Yearly`);
      if (!ISO_DURATION.test(String(schedule.duration ?? ""))) problems.push(`${at}: courseSchedule.duration missing`);
    } else if (!ISO_DURATION.test(String(instance.courseWorkload ?? ""))) {
      problems.push(`${at}: neither courseSchedule nor courseWorkload (an ISO 8601 duration)`);
    }
    if (instance.startDate !== undefined && !ISO_DATE.test(String(instance.startDate)))
      problems.push(`${at}: startDate is not an ISO 8601 date`);
    if (instance.startDate !== undefined && instance.courseMode !== "Online" && !instance.location)
      problems.push(`${at}: location (recommended for a dated Onsite course) missing`);
    if (instance.offers !== undefined)
      for (const offer of asList(instance.offers)) checkOffer(offer, at, problems, false);
  });
}

function checkOrganization(org: Node, problems: string[]) {
  const where = `Organization "${String(org.name)}"`;
  if (!text(org.name)) problems.push(`${where}: name missing`);
  if (!absoluteUrl(org.url)) problems.push(`${where}: url missing`);
  const logo = org.logo as Node | string | undefined;
  const logoUrl = typeof logo === "string" ? logo : logo?.url;
  if (!absoluteUrl(logoUrl)) problems.push(`${where}: logo missing`);
}

function checkArticle(article: Node, problems: string[]) {
  const where = `Article "${String(article.headline)}"`;
  if (!text(article.headline)) problems.push(`${where}: headline missing`);
  for (const key of ["datePublished", "dateModified"])
    if (!ISO_DATE_TIME_WITH_ZONE.test(String(article[key] ?? "")))
      problems.push(`${where}: ${key} is not an ISO 8601 date-time with a time zone`);
  if (asList(article.image).length === 0) problems.push(`${where}: image missing`);
  const authors = asList(article.author) as Node[];
  if (authors.length === 0) problems.push(`${where}: author missing`);
  for (const author of authors) {
    if (!text(author.name)) problems.push(`${where}: author.name missing`);
    if (!absoluteUrl(author.url)) problems.push(`${where}: author.url missing`);
  }
}

function checkBreadcrumbs(list: Node, problems: string[]) {
  const items = asList(list.itemListElement) as Node[];
  if (items.length === 0) problems.push("BreadcrumbList: itemListElement missing");
  items.forEach((item, index) => {
    const at = `BreadcrumbList[${index}]`;
    if (item.position !== index + 1) problems.push(`${at}: position should be ${index + 1}`);
    if (!text(item.name)) problems.push(`${at}: name missing`);
    if (index < items.length - 1 && !absoluteUrl(item.item)) problems.push(`${at}: item (a URL) missing`);
  });
}

function checkItemList(list: Node, problems: string[]) {
  asList(list.itemListElement).forEach((element, index) => {
    const item = element as Node;
    if (item.position !== index + 1) problems.push(`ItemList "${String(list.name)}"[${index}]: position wrong`);
    const inner = item.item as Node | undefined;
    if (!absoluteUrl(item.url) && !absoluteUrl(inner?.url))
      problems.push(`ItemList "${String(list.name)}"[${index}]: neither url nor item.url`);
  });
}

/** Google's documented problems with a page's structured data, and the types it holds. */
function validate(blocks: Node[]): { problems: string[]; types: Set<string> } {
  const problems: string[] = [];
  const types = new Set<string>();
  for (const block of blocks) {
    if (block["@context"] !== "https://schema.org")
      problems.push(`${typesOf(block).join()}: @context is not https://schema.org`);
    for (const node of nodesOf(block)) {
      for (const type of typesOf(node)) types.add(type);
      if (isType(node, "Course")) checkCourse(node, problems);
      if (isType(node, ...ARTICLE_TYPES)) checkArticle(node, problems);
      if (isType(node, "BreadcrumbList")) checkBreadcrumbs(node, problems);
      if (isType(node, "ItemList")) checkItemList(node, problems);
    }
    // The site's own Organization block (a provider inside a Course is checked as a provider).
    if (isType(block, ...ORGANIZATION_TYPES)) checkOrganization(block, problems);
  }
  return { problems, types };
}

async function validatePage(path: string) {
  return validate(jsonLdBlocks(await getHtml(path)));
}

const article = seedPosts.find((post) => post.published)!;

describe("structured data on the server-rendered pages", () => {
  it("/ has the academy with its logo and featured courses Google can list", async () => {
    const { problems, types } = await validatePage("/");
    expect(problems).toEqual([]);
    expect([...types]).toEqual(
      expect.arrayContaining(["EducationalOrganization", "ItemList", "Course", "CourseInstance"]),
    );
  });

  it("/courses has breadcrumbs and the academy", async () => {
    const { problems, types } = await validatePage("/courses");
    expect(problems).toEqual([]);
    expect([...types]).toEqual(expect.arrayContaining(["EducationalOrganization", "BreadcrumbList"]));
  });

  it("every course page has a Course with Google's required and recommended properties", async () => {
    const courses = (await (await fetch(`${baseURL()}/api/courses`)).json()) as PublicCourse[];
    expect(courses.length).toBeGreaterThan(0);
    for (const course of courses) {
      const { problems, types } = await validatePage(`/courses/${course.slug}`);
      expect(problems, course.slug).toEqual([]);
      expect([...types], course.slug).toEqual(expect.arrayContaining(["Course", "CourseInstance", "BreadcrumbList"]));
    }
  });

  it("/schedule lists its courses with offers and every date as a CourseInstance", async () => {
    const blocks = jsonLdBlocks(await getHtml("/schedule"));
    const { problems } = validate(blocks);
    expect(problems).toEqual([]);
    const courses = nodesOf(blocks).filter((node) => isType(node, "Course"));
    expect(courses.length).toBeGreaterThan(0);
    for (const course of courses) expect(course.offers, String(course.name)).toBeDefined();
  });

  it("an article has an Article with Google's recommended properties", async () => {
    const { problems, types } = await validatePage(`/blog/${article.slug}`);
    expect(problems).toEqual([]);
    expect([...types]).toEqual(expect.arrayContaining(["BlogPosting", "BreadcrumbList"]));
  });

  it.each(["/about", "/contact", "/policies", "/blog"])("%s has valid breadcrumbs and the academy", async (path) => {
    const { problems, types } = await validatePage(path);
    expect(problems).toEqual([]);
    expect([...types]).toEqual(expect.arrayContaining(["EducationalOrganization", "BreadcrumbList"]));
  });

  it("the Organization's logo is a crawlable image of at least 112×112 px", async () => {
    const org = jsonLdBlocks(await getHtml("/")).find((block) => isType(block, ...ORGANIZATION_TYPES))!;
    const logo = org.logo as Node | string;
    const url = new URL(typeof logo === "string" ? logo : String(logo.url));
    const response = await fetch(`${baseURL()}${url.pathname}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    const png = Buffer.from(await response.arrayBuffer());
    // PNG: the IHDR chunk holds the width and height at bytes 16 and 20.
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect(png.readUInt32BE(16)).toBeGreaterThanOrEqual(112);
    expect(png.readUInt32BE(20)).toBeGreaterThanOrEqual(112);
  });
});
