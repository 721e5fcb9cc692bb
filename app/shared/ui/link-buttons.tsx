import { Link } from "react-router";
import { Button } from "./button";

/** Two ways on from a page that ends here: the main one, and home ('Back to Home'). */
export function OnwardLinks({ to, label, className }: { to: string; label: string; className: string }) {
  return (
    <div className={className}>
      <Button asChild size="lg">
        <Link to={to}>{label}</Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link to="/">Back to Home</Link>
      </Button>
    </div>
  );
}
