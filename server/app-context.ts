import type { Logger } from "pino";
import { eq } from "drizzle-orm";
import type { Database, DatabaseHandle } from "#db/db.server";
import { payments as ledger } from "#db/schema";
import { CatalogueCache } from "#app/features/catalogue/catalogue-cache.server";
import { catalogueReads, type CatalogueReads } from "#app/features/catalogue/catalogue-reads.server";
import type { PaymentProvider } from "#app/features/payments/payment-provider";
import { createPaymentProvider } from "#app/features/payments/payment-provider.server";
import { siteInfo, type Settings } from "#app/shared/settings.server";
import type { SiteInfo } from "#app/shared/site-info";

/**
 * Everything a request handler or loader needs, built once at start-up. The composition root: it wires the
 * features together, so it lives in server/, above them (app/shared imports no feature; issue 12). Route loaders
 * and handlers import its type from here.
 */
export type AppContext = {
  database: DatabaseHandle;
  db: Database;
  settings: Settings;
  site: SiteInfo;
  logger: Logger;
  payments: PaymentProvider;
  /** Public catalogue reads, cached while catalogueCache hears change notifications. */
  catalogue: CatalogueReads;
  catalogueCache: CatalogueCache;
};

export function createAppContext(database: DatabaseHandle, settings: Settings, logger: Logger): AppContext {
  const db = database.db;
  const payments = createPaymentProvider(settings, async (paymentId) => {
    const [row] = await db.select({ key: ledger.idempotencyKey }).from(ledger).where(eq(ledger.id, paymentId));
    return row?.key;
  });
  const catalogueCache = new CatalogueCache();
  const catalogue = catalogueReads(db, catalogueCache);
  return { database, db, settings, site: siteInfo(settings), logger, payments, catalogue, catalogueCache };
}

declare module "react-router" {
  interface AppLoadContext {
    app: AppContext;
    /** Per-request nonce for inline scripts, matched by the CSP header. */
    nonce: string;
    /** Hands an unexpected error of a loader, action or render to the host, which logs it with the request (server/page-errors.ts). */
    reportError(error: unknown): void;
  }
}
