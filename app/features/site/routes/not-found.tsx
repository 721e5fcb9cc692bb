import { data } from "react-router";
import { NotFoundContent } from "../not-found-content";

// Any path no other route matches: the 404 page with a real 404 status.
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundContent />;
}
