// The only module that reads process.env. Every setting is parsed and checked
// once at start-up; a bad value stops the process with every problem listed.
import path from "node:path";
import { z } from "zod";
import type { SiteInfo } from "./site-info";

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
  /** A statement the PostgreSQL server has not answered in this time is given up, and the request answers 503. */
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(15_000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: optionalText,
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  /** Scales the per-address limits on public form posts (server/public-rate-limits.ts); 0 turns them off. */
  PUBLIC_WRITE_LIMIT_MULTIPLIER: optionalText.pipe(z.coerce.number<string>().min(0).max(1000).optional()),

  ADMIN_USERNAME: z.string().trim().min(3).default("admin"),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(12, "ADMIN_PASSWORD must be at least 12 characters").optional()),
  SESSION_SECRET: optionalText.pipe(z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional()),

  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  SMTP_URL: optionalText,
  MAIL_FROM: optionalText,

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

export type Settings = Omit<z.infer<typeof SettingsSchema>, "PUBLIC_WRITE_LIMIT_MULTIPLIER"> & {
  dataDir: string;
  PUBLIC_WRITE_LIMIT_MULTIPLIER: number;
};

export function parseSettings(env: Record<string, string | undefined>): Settings {
  const result = SettingsSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid settings:\n${problems.join("\n")}`);
  }
  return {
    ...result.data,
    dataDir: path.resolve(result.data.DATA_DIR),
    // Tests send hundreds of bookings from one address; those about the limits turn them on.
    PUBLIC_WRITE_LIMIT_MULTIPLIER:
      result.data.PUBLIC_WRITE_LIMIT_MULTIPLIER ?? (result.data.NODE_ENV === "test" ? 0 : 1),
  };
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
  };
}

/** The site's public origin: PUBLIC_URL when set, else the one the request came to. */
export function publicOrigin(settings: Settings, request: Request): string {
  return settings.PUBLIC_URL?.replace(/\/$/, "") ?? new URL(request.url).origin;
}
