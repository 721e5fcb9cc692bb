// The usual start of an API test file: the real app started once for the file on the test database, the database
// emptied before each test, and, if asked, an admin signed in afresh for each test.
import { afterAll, beforeAll, beforeEach } from "vitest";
import { signInAdmin, type AdminClient } from "./factories";
import { startTestApp, type TestApp } from "./test-app";
import { useTestDatabase } from "./test-database";

export type AppFixture = {
  /** The running app; ready inside tests and hooks. */
  readonly app: TestApp;
  /** The admin signed in for the current test (only with `{ admin: true }`). */
  readonly admin: AdminClient;
};

/** Registers the file's hooks; read `app` and `admin` from the answer inside tests. */
export function setUpTestApp(
  options: { admin?: boolean; start?: Parameters<typeof startTestApp>[0] } = {},
): AppFixture {
  let app: TestApp | undefined;
  let admin: AdminClient | undefined;
  beforeAll(async () => {
    app = await startTestApp(options.start);
  });
  afterAll(() => app?.close());
  beforeEach(async () => {
    await useTestDatabase();
    if (options.admin) admin = await signInAdmin(app!);
  });
  return {
    get app() {
      if (!app) throw new Error("setUpTestApp: the app starts in beforeAll; read it inside a test or hook");
      return app;
    },
    get admin() {
      if (!admin) throw new Error("setUpTestApp: pass { admin: true } for a signed-in admin");
      return admin;
    },
  };
}
