// The URL map (SPEC §2). Every page route is listed here by hand.
import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("features/site/routes/home.tsx"),
  route("courses", "features/catalogue/routes/courses.tsx"),
  route("courses/:slug", "features/catalogue/routes/course-detail.tsx"),
  route("schedule", "features/catalogue/routes/schedule.tsx"),
  route("about", "features/site/routes/about.tsx"),
  route("contact", "features/leads/routes/contact.tsx"),
  route("policies", "features/site/routes/policies.tsx"),
  route("blog", "features/blog/routes/blog-list.tsx", { id: "blog" }),
  route("blogs", "features/blog/routes/blog-list.tsx", { id: "blogs" }),
  route("blog/:slug", "features/blog/routes/blog-post.tsx"),
  route("checkout", "features/booking/routes/checkout.tsx"),
  route("payment", "features/payments/routes/payment.tsx"),
  route("booking-success", "features/booking/routes/booking-success.tsx"),
  route("my-booking/return", "features/payments/routes/booking-page-return.tsx"),
  route("my-booking/:token", "features/booking/routes/my-booking.tsx"),
  route("find-booking", "features/booking/routes/find-booking.tsx"),
  route("waiting-list/:token", "features/waitlist/routes/waiting-list.tsx"),
  route("unsubscribe/:token", "features/learners/routes/unsubscribe.tsx"),
  route("login", "features/auth/routes/login.tsx"),
  // The staff area (issue 21): every record has its own address under /admin, inside one layout (session, header).
  layout("features/admin/routes/admin-layout.tsx", [
    route("admin", "features/admin/routes/admin.tsx"),
    route("admin/bookings/new", "features/booking/routes/staff-new-booking.tsx"),
    route("admin/bookings/:id", "features/booking/routes/staff-booking.tsx"),
    route("admin/dates/:kind/:id", "features/booking/routes/staff-date.tsx"),
    route("admin/dates/:kind/:id/register", "features/learners/routes/staff-register.tsx"),
    route("admin/search", "features/people/routes/search.tsx"),
    route("admin/people/:id", "features/people/routes/person.tsx"),
    route("admin/audit", "features/audit/routes/audit-log.tsx"),
    route("admin/reports", "features/reporting/routes/money-reports.tsx"),
  ]),
  route("sitemap.xml", "features/site/routes/sitemap.ts"),
  route("robots.txt", "features/site/routes/robots.ts"),
  route("*", "features/site/routes/not-found.tsx"),
] satisfies RouteConfig;
