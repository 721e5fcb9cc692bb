import type { Logger } from "pino";
import type { Database, DatabaseHandle } from "../../db/db.server";
import type { Settings } from "./settings.server";
import type { SiteInfo } from "./site-info";

/** Everything a request handler or loader needs, built once at start-up. */
export type AppContext = {
  database: DatabaseHandle;
  db: Database;
  settings: Settings;
  site: SiteInfo;
  logger: Logger;
};

declare module "react-router" {
  interface AppLoadContext {
    app: AppContext;
    /** Per-request nonce for inline scripts, matched by the CSP header. */
    nonce: string;
  }
}
