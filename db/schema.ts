// The one Drizzle schema for PGlite and PostgreSQL (SPEC §3), a file per area in db/schema/. Migrations in
// db/migrations are generated from this file by `npm run db:generate`, so every area is re-exported here.
export * from "./schema/catalogue";
export * from "./schema/leads";
export * from "./schema/blog";
export * from "./schema/staff";
export * from "./schema/bookings";
export * from "./schema/email";
export * from "./schema/payments";
export * from "./schema/jobs";
export * from "./schema/waitlist";
export * from "./schema/rate-limits";
export * from "./schema/office";
export * from "./schema/learners";
export * from "./schema/accounts";
