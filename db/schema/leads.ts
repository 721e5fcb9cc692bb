// Enquiries from the contact form (SPEC §3).
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestamps, uuidPrimaryKey } from "./columns";
import { courses } from "./catalogue";

export const leads = pgTable(
  "lead",
  {
    id: uuidPrimaryKey(),
    email: text("email").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    fullName: text("full_name"),
    phone: text("phone"),
    address: text("address"),
    postcode: text("postcode"),
    source: text("source").notNull(),
    message: text("message"),
    interest: text("interest"),
    selectedCourseId: uuid("selected_course_id").references(() => courses.id, { onDelete: "set null" }),
    // Either an available_date id or a course_instance id (SPEC §3 keeps one field).
    selectedCourseDateId: uuid("selected_course_date_id"),
    bookingStage: text("booking_stage"),
    companyName: text("company_name"),
    numberOfTrainees: integer("number_of_trainees"),
    preferredLocation: text("preferred_location"),
    status: text("status").notNull().default("new"),
    ...timestamps,
  },
  (t) => [
    index("lead_created_idx").on(t.createdAt),
    index("lead_status_idx").on(t.status),
    index("lead_email_idx").on(sql`lower(${t.email})`),
    check("lead_status_valid", sql`${t.status} IN ('new', 'contacted', 'converted', 'closed')`),
  ],
);

export type Lead = typeof leads.$inferSelect;
