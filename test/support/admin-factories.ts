// Test data and a signed-in admin for /api/admin tests.
import { randomBytes } from "node:crypto";
import type { Executor } from "#db/db.server";
import { leads, posts, users, type NewPost } from "#db/schema";
import { hashPassword } from "#app/features/auth/password.server";
import { logIn, sameSite, STAFF_PASSWORD } from "./staff";
import type { TestApp } from "./test-app";

const unique = () => randomBytes(4).toString("hex");

export async function insertLead(db: Executor, overrides: Partial<typeof leads.$inferInsert> = {}) {
  const [row] = await db
    .insert(leads)
    .values({
      source: "contact",
      firstName: "Jo",
      lastName: "Bloggs",
      fullName: "Jo Bloggs",
      email: `jo.${unique()}@example.com`,
      phone: "07700 900456",
      message: "Subject: general\n\nWhen is the next course?",
      ...overrides,
    })
    .returning();
  return row!;
}

export async function insertPost(db: Executor, overrides: Partial<NewPost> = {}) {
  const slug = overrides.slug ?? `post-${unique()}`;
  const [row] = await db
    .insert(posts)
    .values({ slug, title: `Post ${slug}`, content: "<p>Body</p>", author: "Academy", ...overrides })
    .returning();
  return row!;
}

export type AdminClient = {
  cookie: string;
  /** A same-site request with the admin's cookie; the body is sent as JSON. */
  send(method: string, path: string, body?: unknown): Promise<Response>;
  get<T = unknown>(path: string): Promise<T>;
};

// scrypt is slow on purpose (staff.ts insertUser hashes every time); one hash serves this worker.
let staffHash: Promise<string> | undefined;

/** A real admin user, logged in through the real login route. */
export async function signInAdmin(app: TestApp, role = "admin"): Promise<AdminClient> {
  staffHash ??= hashPassword(STAFF_PASSWORD);
  const username = `admin${unique()}`;
  await app.ctx.db
    .insert(users)
    .values({ username, email: `${username}@example.com`, passwordHash: await staffHash, firstName: "Alex", role });
  const cookie = await logIn(app, username);
  const send = (method: string, path: string, body?: unknown) =>
    app.fetch(`/api/admin${path}`, {
      method,
      headers: sameSite(app, cookie),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    cookie,
    send,
    async get<T>(path: string) {
      const response = await send("GET", path);
      if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
  };
}

/** The body of a 400 answer. */
export async function fieldErrorsOf(response: Response): Promise<Record<string, string[]>> {
  if (response.status !== 400) throw new Error(`expected 400, got ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors;
}
