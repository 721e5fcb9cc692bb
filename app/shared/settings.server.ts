// The only module that reads process.env. Every setting is parsed and checked
// once at start-up; a bad value stops the process with every problem listed.
import path from "node:path";
import { z } from "zod";
import type { SiteInfo } from "./site-info";
import { parseBankDetails, type BankDetails } from "./bank-details";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const SettingsSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  BUILD_DIR: z.string().default("build"),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** The embedded database's page cache (PostgreSQL's shared_buffers), in MB (decision 023). */
  PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(1024).default(16),
  /** A statement the PostgreSQL server has not answered in this time is given up, and the request answers 503. */
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(15_000),
  /** How often each process's outbox worker looks for e-mails to send, in ms (tests shorten it). */
  OUTBOX_POLL_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /** How often each process's job runner enqueues due sweeps and runs due jobs, in ms; at most a minute, so the
   * every-minute sweeps miss no minute (tests shorten it). */
  JOB_POLL_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
  /** How often the every-minute sweeps run, in seconds: a divisor of 60 (tests shorten it). */
  MINUTE_SWEEP_SECONDS: z.coerce
    .number()
    .int()
    .refine(
      (seconds) => seconds >= 1 && 60 % seconds === 0,
      "must divide 60: 1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30 or 60",
    )
    .default(60),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: optionalText,
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  /** Scales the per-address limits on public form posts (server/public-rate-limits.ts); 0 turns them off. */
  PUBLIC_WRITE_LIMIT_MULTIPLIER: optionalText.pipe(z.coerce.number<string>().min(0).max(1000).optional()),
  /** Unpaid seat holds one client address may have at once, across all dates (decision 008); 0 turns the cap off. */
  MAX_HOLDS_PER_ADDRESS: optionalText.pipe(z.coerce.number<string>().int().min(0).max(1000).optional()),
  /** Unpaid seats (a group booking holds several) one client address may hold at once (issue 24); 0 turns it off. */
  MAX_HELD_SEATS_PER_ADDRESS: optionalText.pipe(z.coerce.number<string>().int().min(0).max(1000).optional()),

  ADMIN_USERNAME: z.string().trim().min(3).default("admin"),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(12, "ADMIN_PASSWORD must be at least 12 characters").optional()),
  SESSION_SECRET: optionalText.pipe(z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional()),

  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** `test` or `stripe`; unset, Stripe when its keys are set, else the test provider (where that is allowed). */
  PAYMENTS: optionalText.pipe(z.enum(["test", "stripe"], "PAYMENTS must be test or stripe").optional()),
  SMTP_URL: optionalText,
  MAIL_FROM: optionalText,

  /** Percent off each seat of a booking of 5 or more learners (issue 24); 0 turns the discount off. */
  GROUP_DISCOUNT_PERCENT: z.coerce.number().int().min(0).max(50).default(10),
  /** The academy's VAT registration number (issue 24): set, documents show VAT at the standard rate; unset, none. */
  VAT_NUMBER: optionalText.pipe(
    z
      .string()
      .regex(/^GB ?\d{3} ?\d{4} ?\d{2}( ?\d{3})?$/, "VAT_NUMBER must be a UK VAT number such as GB 123 4567 89")
      .optional(),
  ),
  /** The academy's legal name on invoices, receipts and credit notes; unset, SITE_NAME. */
  COMPANY_NAME: optionalText,
  /** Its company registration number, printed on documents when set. */
  COMPANY_NUMBER: optionalText,
  /** 'account name, sort code, account number' for payment by bank transfer (issue 24); unset, customers are told to ask. */
  BANK_DETAILS: optionalText.transform((value, ctx): BankDetails | undefined => {
    if (value === undefined) return undefined;
    const bank = parseBankDetails(value);
    if ("problem" in bank) {
      ctx.addIssue({ code: "custom", message: bank.problem });
      return z.NEVER;
    }
    return bank;
  }),

  SITE_NAME: z.string().default("Thames Valley Security Training Academy"),
  SITE_PHONE: z.string().default("01632 960 123"),
  SITE_EMAIL: z.email().default("info@tvsecuritytraining.co.uk"),
  SITE_PRIVACY_EMAIL: z.email().default("dataprotection@tvsecuritytraining.co.uk"),
  SITE_CHAT_NUMBER: z.string().default("447700900123"),
  SITE_ADDRESS: z.string().default("Unit 4, Cowley Business Park, Oxford OX4 2HW"),
  SITE_MAP_QUERY: z.string().default("Cowley Business Park, Oxford OX4 2HW"),
  SITE_MAP_LAT: z.coerce.number().default(51.7347),
  SITE_MAP_LNG: z.coerce.number().default(-1.2102),
  SITE_FACEBOOK_URL: z.url().default("https://www.facebook.com/tvsecuritytraining"),
  SITE_INSTAGRAM_URL: z.url().default("https://www.instagram.com/tvsecuritytraining"),
  SITE_LINKEDIN_URL: z.url().default("https://www.linkedin.com/company/tvsecuritytraining"),
});

export type Settings = Omit<
  z.infer<typeof SettingsSchema>,
  "PUBLIC_WRITE_LIMIT_MULTIPLIER" | "MAX_HOLDS_PER_ADDRESS" | "MAX_HELD_SEATS_PER_ADDRESS"
> & {
  dataDir: string;
  PUBLIC_WRITE_LIMIT_MULTIPLIER: number;
  MAX_HOLDS_PER_ADDRESS: number;
  MAX_HELD_SEATS_PER_ADDRESS: number;
  /** The card payment provider this process runs. */
  payments: "stripe" | "test";
};

/** Thrown by parseSettings; server/index.ts prints every problem and exits. */
export class InvalidSettingsError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid settings:\n${problems.map((problem) => `  ${problem}`).join("\n")}`);
    this.name = "InvalidSettingsError";
    this.problems = problems;
  }
}

export function parseSettings(env: Record<string, string | undefined>): Settings {
  const result = SettingsSchema.safeParse(env);
  if (!result.success) {
    throw new InvalidSettingsError(result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  const payments = choosePayments(result.data);
  if (payments.problems.length > 0) throw new InvalidSettingsError(payments.problems);
  return {
    ...result.data,
    payments: payments.provider,
    dataDir: path.resolve(result.data.DATA_DIR),
    // Tests send hundreds of bookings from one address; those about the limits turn them on.
    PUBLIC_WRITE_LIMIT_MULTIPLIER:
      result.data.PUBLIC_WRITE_LIMIT_MULTIPLIER ?? (result.data.NODE_ENV === "test" ? 0 : 1),
    // Likewise for the cap on unpaid holds: tests about it turn it on.
    MAX_HOLDS_PER_ADDRESS: result.data.MAX_HOLDS_PER_ADDRESS ?? (result.data.NODE_ENV === "test" ? 0 : 3),
    MAX_HELD_SEATS_PER_ADDRESS: result.data.MAX_HELD_SEATS_PER_ADDRESS ?? (result.data.NODE_ENV === "test" ? 0 : 16),
  };
}

type PaymentSettings = Pick<
  z.infer<typeof SettingsSchema>,
  "PAYMENTS" | "PUBLIC_URL" | "STRIPE_SECRET_KEY" | "STRIPE_PUBLISHABLE_KEY" | "STRIPE_WEBHOOK_SECRET"
>;

/**
 * Which card payment provider runs, and what stops the start (issue 11, security review F1): a half-set Stripe
 * configuration would silently fall back to the test provider (anyone "pays" with 4242), and Stripe keys without
 * the webhook secret take money for bookings that never confirm. A site on a public address runs the test
 * provider only when PAYMENTS=test says so; `npm start` on localhost needs nothing.
 */
function choosePayments(settings: PaymentSettings): { provider: "stripe" | "test"; problems: string[] } {
  const { PAYMENTS, STRIPE_SECRET_KEY: secret, STRIPE_PUBLISHABLE_KEY: publishable } = settings;
  const stripeWanted = PAYMENTS === "stripe" || Boolean(secret || publishable);
  const problems: string[] = [];
  if (stripeWanted) {
    const why = PAYMENTS === "stripe" ? "PAYMENTS is stripe" : "a Stripe key is set";
    if (!secret) problems.push(`STRIPE_SECRET_KEY: is missing (${why}); Stripe needs its secret key`);
    if (!publishable) problems.push(`STRIPE_PUBLISHABLE_KEY: is missing (${why}); Stripe needs its publishable key`);
    if (!settings.STRIPE_WEBHOOK_SECRET) {
      problems.push(`STRIPE_WEBHOOK_SECRET: is missing (${why}); without it paid bookings are never confirmed`);
    }
    if (PAYMENTS === "test") {
      problems.push("PAYMENTS: is test, but Stripe keys are set; unset PAYMENTS or set it to stripe");
    }
    return { provider: "stripe", problems };
  }
  const host = settings.PUBLIC_URL ? new URL(settings.PUBLIC_URL).hostname : "localhost";
  if (PAYMENTS !== "test" && !isLoopbackHost(host)) {
    problems.push(
      `STRIPE_SECRET_KEY: is not set, so ${host} would take bookings through the built-in test payment provider, ` +
        "where anyone can pay with a test card; set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and " +
        "STRIPE_WEBHOOK_SECRET, or PAYMENTS=test to run the test provider on purpose",
    );
  }
  return { provider: "test", problems };
}

/**
 * Stripe's test keys on a site with an https PUBLIC_URL (issue 19, security review F1 leftover): allowed, for a
 * staging site, but said at start-up in a warn-level line, since on the live site no real payment would be taken.
 */
export function stripeTestKeysWarning(
  settings: Pick<Settings, "PUBLIC_URL" | "STRIPE_SECRET_KEY" | "STRIPE_PUBLISHABLE_KEY">,
): string | undefined {
  if (!settings.PUBLIC_URL?.startsWith("https://")) return undefined;
  const testKeys = [
    /^[sr]k_test_/.test(settings.STRIPE_SECRET_KEY ?? "") && "STRIPE_SECRET_KEY",
    settings.STRIPE_PUBLISHABLE_KEY?.startsWith("pk_test_") && "STRIPE_PUBLISHABLE_KEY",
  ].filter(Boolean);
  if (testKeys.length === 0) return undefined;
  return (
    `${testKeys.join(" and ")}: Stripe test ${testKeys.length > 1 ? "keys" : "key"} on ${settings.PUBLIC_URL}: ` +
    "no real payments are taken; set the live keys (sk_live_…, pk_live_…) before taking bookings"
  );
}

/** localhost, 127.0.0.0/8 or [::1]: a site nobody else can reach (the URL parser has normalised the host). */
function isLoopbackHost(hostname: string): boolean {
  return hostname === "localhost" || hostname === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

let cached: Settings | undefined;

export function getSettings(): Settings {
  cached ??= parseSettings(process.env);
  return cached;
}

export function siteInfo(settings: Settings): SiteInfo {
  const social = [
    { label: "Facebook", href: settings.SITE_FACEBOOK_URL },
    { label: "Instagram", href: settings.SITE_INSTAGRAM_URL },
    { label: "LinkedIn", href: settings.SITE_LINKEDIN_URL },
  ].filter((link): link is { label: string; href: string } => Boolean(link.href));
  return {
    name: settings.SITE_NAME,
    url: settings.PUBLIC_URL?.replace(/\/$/, "") ?? `http://localhost:${settings.PORT}`,
    phone: settings.SITE_PHONE,
    phoneHref: `tel:${settings.SITE_PHONE.replace(/[^\d+]/g, "")}`,
    email: settings.SITE_EMAIL,
    privacyEmail: settings.SITE_PRIVACY_EMAIL,
    chatHref: `https://wa.me/${settings.SITE_CHAT_NUMBER.replace(/\D/g, "")}`,
    address: settings.SITE_ADDRESS,
    mapQuery: settings.SITE_MAP_QUERY,
    mapLat: settings.SITE_MAP_LAT,
    mapLng: settings.SITE_MAP_LNG,
    social,
    legal: {
      companyName: settings.COMPANY_NAME ?? settings.SITE_NAME,
      companyNumber: settings.COMPANY_NUMBER ?? null,
      vatNumber: settings.VAT_NUMBER ?? null,
      bankDetails: settings.BANK_DETAILS ?? null,
    },
  };
}

/**
 * The site's public origin, which pages name in their canonical, Open Graph and schema.org links: PUBLIC_URL when
 * set, else the request's protocol and its Host header. Never X-Forwarded-Host, which React Router's Express adapter
 * puts in `request.url` under `trust proxy`: a client can send it, and a cached page would carry the client's host
 * to every visitor (security review F6).
 */
export function publicOrigin(settings: Settings, request: Request): string {
  return originFor(settings, new URL(request.url).protocol, request.headers.get("host"));
}

/**
 * publicOrigin from its parts: `protocol` as Express derives it (`req.protocol`, X-Forwarded-Proto only from a
 * trusted proxy) and the raw Host header. The response cache keys pages on it (server/response-cache.ts), so a
 * cached page is only ever served to requests that would have built the same links.
 */
export function originFor(settings: Settings, protocol: string, host: string | null | undefined): string {
  if (settings.PUBLIC_URL) return settings.PUBLIC_URL.replace(/\/$/, "");
  const scheme = protocol.replace(/:$/, "") === "https" ? "https" : "http";
  try {
    if (host) return new URL(`${scheme}://${host}`).origin;
  } catch {
    // A Host header no URL can hold: fall through.
  }
  return `${scheme}://localhost`;
}
