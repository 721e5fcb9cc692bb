// The URL map (SPEC §2). Every page route is listed here by hand.
import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("features/site/routes/home.tsx"),
  route("courses", "features/catalogue/routes/courses.tsx"),
  route("*", "features/site/routes/not-found.tsx"),
] satisfies RouteConfig;
