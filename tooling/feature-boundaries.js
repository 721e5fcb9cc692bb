// What each feature under app/features offers the others: its public files. Any other file is the feature's own
// business, and `npm run lint` fails when another feature imports it, however the import is written
// (`./../x`, `#app/features/x/...`). A feature's routes are reached through app/routes.ts, not imports, and the
// server (server/), scripts and tests outside app/ may use any file.
//
import { readdirSync } from "node:fs";

// To use another feature's internal file, move what you need into one of its public files, or make the file
// public here, in a change a reviewer can see.

/** @type {Record<string, string[]>} feature → its public files, relative to app/features/<feature>/ */
export const PUBLIC_FILES = {
  // employers' business accounts (issue 24): the public and staff routes, the contact's sign-in and session, and the
  // credit rule with the unpaid invoices it reads, for paying by invoice
  accounts: [
    "accounts-api.server.ts",
    "staff/accounts-admin.server.ts",
    "account-sign-in.server.ts",
    "account-links.server.ts",
    "account-cookie.server.ts",
    "account-credit.ts",
    "unpaid-invoices.server.ts",
    // an approved account with its contacts, for tests elsewhere of booking on account (issue 24)
    "account-test-kit.ts",
    // what the booking dialog knows of a signed-in contact's account, to offer paying by invoice (issue 24)
    "on-account.ts",
    // the staff's accounts and their contacts as the API answers, for the New booking form's account route (issue 24)
    "staff/staff-schema.ts",
    // the staff's account queries' keys and address, so the form shares what the accounts pages fetched
    "staff/account-queries.ts",
  ],
  admin: ["admin-api.server.ts"],
  // numbered invoices, receipts and credit notes and the money journal (issue 24): a payment's receipt, issued where
  // the payment succeeds; invoices and credit notes, for employer accounts; the routes; the booking page's list
  documents: [
    "issue-receipt.server.ts",
    "issue-invoice.server.ts",
    "issue-document.server.ts",
    "document-snapshot.ts",
    "documents-schema.ts",
    "documents.server.ts",
    "documents-api.server.ts",
    "booking-documents.tsx",
    "ui/staff-booking-documents.tsx",
    // what is still owed on an invoice (issue 24), for the account's credit rule and the staff's daily e-mail
    "invoice-balance.server.ts",
  ],
  // who did what in the staff area (issue 21): every feature's staff actions write to it
  audit: [
    "audit.server.ts",
    "audit-schema.ts",
    // the catch-all log of staff writes and the log's routes, mounted in admin-api.server.ts
    "audit-middleware.server.ts",
    "audit-admin.server.ts",
    // the 'History' section of a record's staff page
    "audit-history.tsx",
  ],
  auth: ["schema.ts", "admin-user.server.ts", "auth-api.server.ts", "guards.server.ts", "staff-session.server.ts"],
  blog: ["blog-api.server.ts", "staff/posts-admin.server.ts", "staff/posts-tab.tsx"],
  booking: [
    // the seats of a bookable date (decision 012), for catalogue, payments and staff code
    "bookable-date.server.ts",
    // a booking's course and date in a query over bookings, for the people pages (issue 21)
    "booking-dates.server.ts",
    // the references of a set of bookings, for the register, its CSV and a date's waiting list (issue 23)
    "booking-references.server.ts",
    // the booking dialog, opened from course cards and pages
    "sale/lazy-booking-dialog.tsx",
    "sale/booking-selection.ts",
    // what to bring on the first day (issue 21, L4), for the course page and the booking dialog
    "what-to-bring.ts",
    // the days a date or run meets (issue 21), for the timetable
    "course-days.ts",
    // what the booking leaves in the browser for the payment page
    "sale/booking-storage.ts",
    "sale/booking-storage-keys.ts",
    "sale/booking-success-path.ts",
    // a group's lines on the payment page (issue 24), for create-payment-intent's answer
    "groups/group-payment-lines.server.ts",
    // the booking the payment confirms
    "schema.ts",
    "sale/payment-rules.ts",
    // the refund rule, which the policies page publishes (issue 14)
    "booking-policy.ts",
    "booking-summary.ts",
    "booking-summary.server.ts",
    "life-cycle/confirmation-email.server.ts",
    "booking-api.server.ts",
    // the after-sale core (decision 015): the life cycle, links, messages and sweeps (the ledger is payments')
    "life-cycle/booking-lifecycle.server.ts",
    "life-cycle/booking-links.server.ts",
    "life-cycle/booking-messages.server.ts",
    "life-cycle/booking-sweeps.server.ts",
    "booking-page/booking-page.server.ts",
    "booking-page/booking-page-view.ts",
    "changes/cancellation.server.ts",
    // the academy changes or cancels a date people are booked on (issue 21, H2, M8): the timetable's edit guard,
    // its contract for the staff dialogs, and the cancel action's routes
    "changes/run-change.server.ts",
    "changes/run-change-schema.ts",
    "changes/run-change-rules.ts",
    "changes/run-change-api.server.ts",
    // holding a seat for someone offered it from the waiting list (issue 14)
    "sale/booking.server.ts",
    "sale/waiting-list-hold.server.ts",
    // the first-aid step (from the dialog's chunk) and the rule the server applies, for accepting a waiting-list
    // offer (issue 23)
    "sale/booking-dialog.tsx",
    "sale/first-aid-at-booking.ts",
    "staff/bookings-admin.server.ts",
    // e-mail everyone on a date (issue 21)
    "staff/date-message-admin.server.ts",
    // results for a whole date at once (issue 21)
    "staff/date-results-api.server.ts",
    // staff make bookings and name the places booked offline (issue 21)
    "staff/new-booking-api.server.ts",
    // a booking's learner on its staff page (issue 23)
    "staff/staff-learner-api.server.ts",
    // a group's learners cancelled or substituted after the sale, by staff (issue 24), mounted in admin-api.server.ts
    "groups/group-changes-api.server.ts",
    "staff/offline-places-api.server.ts",
    // the date and run forms' 'Seats booked offline' number, kept as places
    "staff/offline-places.server.ts",
    // the staff booking's contract and store, for the refunds staff carry out (payments/staff)
    "staff/staff-schema.ts",
    "staff/bookings-store.server.ts",
    "staff/bookings-tab.tsx",
    "staff/money-owed-tab.tsx",
    // money owed and a date's roster, for the overview and the staff's daily e-mail (reporting, issue 21)
    "staff/money-and-roster.server.ts",
    "staff/roster-tab.tsx",
  ],
  catalogue: [
    // 'Cancel date' (issue 21, M8), on the date's page too
    "staff/cancel-date-dialog.tsx",
    "catalogue.server.ts",
    "catalogue-api.server.ts",
    "catalogue-cache.server.ts",
    "catalogue-reads.server.ts",
    // the first aid course the first-aid step lists, which the bundle books with a course (decision 026)
    "first-aid-dates.server.ts",
    "course-card.tsx",
    "course-json-ld.server.ts",
    // the saved booking /checkout shows of a date booked from the course page, for the checkout route
    "course-detail/course-page.server.ts",
    "date-rules.ts",
    "schedule-types.ts",
    "staff/staff-schema.ts",
    "staff/course-queries.ts",
    "staff/courses/courses-admin.server.ts",
    "staff/courses/courses-tab.tsx",
    "staff/dates/dates-admin.server.ts",
    "staff/dates/dates-tab.tsx",
    "staff/schedules/instances-admin.server.ts",
    "staff/schedules/schedules-tab.tsx",
    // venues (issue 21): the tab and its API, and what customers are told of a venue, for the booking's pages
    "staff/timetable-admin.server.ts",
    "staff/venues/venues-tab.tsx",
    "venue-facts.ts",
    "venue-columns.server.ts",
  ],
  waitlist: [
    "schema.ts",
    // holds do not lapse overnight (issue 21, M3): a staff booking's card link is held by the same rule
    "waitlist-rules.ts",
    "waitlist-api.server.ts",
    "waitlist-links.server.ts",
    "waitlist-offers.server.ts",
    "staff/waitlist-admin.server.ts",
    "staff/waitlist-tab.tsx",
    "join-waitlist.tsx",
    // the form itself, for the course page's dates grid, which draws its own button (its script budget, issue 22)
    "join-waitlist-dialog.tsx",
    // a seat offered from a full date's line, for tests elsewhere of what the person is told (issue 23)
    "waitlist-test-kit.ts",
  ],
  email: [
    "mailer.server.ts",
    "outbox.server.ts",
    "outbox-worker.server.ts",
    // one React Email template per message (issue 13)
    "templates/message-data.ts",
    "templates/booking-confirmed-email.tsx",
    "templates/balance-reminder-email.tsx",
    "templates/joining-instructions-email.tsx",
    "templates/see-you-tomorrow-email.tsx",
    "templates/receipt-email.tsx",
    "templates/booking-link-email.tsx",
    // the staff's daily e-mail at 07:00 (issue 21), sent by reporting
    "templates/staff-daily-email.tsx",
    "templates/result-email.tsx",
    "templates/date-changed-email.tsx",
    "templates/waitlist-emails.tsx",
    "templates/date-cancelled-email.tsx",
    "templates/course-dates-changed-email.tsx",
    "templates/cancellation-email.tsx",
    "templates/refund-paid-email.tsx",
    "templates/money-returned-email.tsx",
    "templates/cohort-message-email.tsx",
    "templates/payment-link-email.tsx",
    // first aid and SIA licence renewal reminders (issue 23), sent by learners
    "templates/renewal-reminder-email.tsx",
    // employers' business accounts (issue 24): application, decisions, sign-in links
    "templates/account-emails.tsx",
    // a group's learner cancelled out of it or replaced (issue 24), sent by booking
    "templates/learner-change-emails.tsx",
    // an invoice's reminders before and after its due date (issue 24), sent by documents
    "templates/invoice-reminder-email.tsx",
    // how far mail is behind, for staff on /admin (issue 20)
    "staff/mail-admin.server.ts",
    "staff/mail-delay-notice.tsx",
  ],
  health: ["health-api.server.ts"],
  jobs: ["job-queue.server.ts", "job-runner.server.ts", "staff/jobs-admin.server.ts", "staff/dead-jobs-notice.tsx"],
  // the office's search, people's pages and internal notes (issue 21)
  people: [
    "people-admin.server.ts",
    "schema.ts",
    "ui/staff-notes.tsx",
    "ui/search-box.tsx",
    "ui/person-link.tsx",
    // a person for an e-mail address, for the achievements that follow a person (issue 23)
    "people.server.ts",
    // the retention schedule's anonymisation of people 6 years after their last booking, for its sweep (issue 23)
    "lapsed-people.server.ts",
  ],
  leads: ["leads-api.server.ts", "staff/leads-admin.server.ts", "staff/leads-tab.tsx"],
  payments: [
    "payment-provider.ts",
    "payment-provider.server.ts",
    "payments-api.server.ts",
    "test-mode-banner.tsx",
    // 'Pay balance' on the customer's booking page
    "balance-payment.tsx",
    // one figure for what a booking holds, and closing attempts nobody should pay (issue 19)
    "money-rules.ts",
    "attempts.server.ts",
    "by-hand.ts",
    "refunds.server.ts",
    // a refund in parts named as one refund (issue 21, L2), for the customer's booking page
    "refund-parts.ts",
    "ledger.server.ts",
    "staff/refunds-admin.server.ts",
    "staff/refund-actions.server.ts",
    // the one path of a card payment the provider reports, for tests elsewhere of what it issues (documents, issue 24)
    "record-payment.server.ts",
  ],
  reporting: ["analytics-admin.server.ts", "overview-panel.tsx"],
  // what a UK security academy must check and keep about its learners (issue 23): the regulatory figures, in one
  // module that pages, e-mails, jobs and the privacy policy read, and the first-aid rule the booking applies
  // and each seat's learner, written with the seat (decision 025); the staff routes of a date's register
  learners: [
    "regulations.ts",
    // regulations.ts's first aid figures alone, for what to bring on /checkout (its script budget)
    "first-aid-figures.ts",
    "first-aid-rule.ts",
    // the verdict as the learner reads it, in the booking dialog's first-aid step and staff's "New booking" form
    "first-aid-verdict-note.tsx",
    "learner-records.server.ts",
    // what the awarding body needs to register a learner, asked on the booking page (rules, then the zod schema)
    "learner-details-rules.ts",
    "learner-details-schema.ts",
    "learners-admin.server.ts",
    "register/register-document-links.tsx",
    // the link to a date's learners as a CSV for the awarding body, on the date's staff page
    "register/learners-csv-link.tsx",
    // what a pass earns, written in the result's transaction (issue 23)
    "renewals/achievements.server.ts",
  ],
  site: ["site-header.tsx", "site-footer.tsx", "not-found-content.tsx"],
};

/** One no-restricted-paths zone per ordered pair of features: the importer may use only the other's public files. */
export function featureZones(root = "app/features") {
  const features = Object.keys(PUBLIC_FILES);
  const unlisted = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !(entry.name in PUBLIC_FILES))
    .map((entry) => entry.name);
  if (unlisted.length > 0)
    throw new Error(`tooling/feature-boundaries.js: list the public files of ${unlisted.join(", ")}`);
  return features.flatMap((target) =>
    features
      .filter((from) => from !== target)
      .map((from) => ({
        target: `./app/features/${target}`,
        from: `./app/features/${from}`,
        except: PUBLIC_FILES[from].map((file) => `./${file}`),
        message: `${from}'s internal file: use its public files (tooling/feature-boundaries.js).`,
      })),
  );
}
