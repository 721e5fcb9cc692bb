// The staff header's search (issue 21, walkthrough L8): the first thing staff need when a customer phones. It leads
// to /admin/search?q=…, so a search has an address and the back button returns to it.
import SearchIcon from "lucide-react/icons/search";
import { useId } from "react";
import { Form, useLocation, useSearchParams } from "react-router";
import { Button } from "#app/shared/ui/button";

export function StaffSearchBox() {
  const id = useId();
  const onSearchPage = useLocation().pathname === "/admin/search";
  const [params] = useSearchParams();
  const current = onSearchPage ? (params.get("q") ?? "") : "";
  return (
    <Form
      method="get"
      action="/admin/search"
      role="search"
      aria-label="People and bookings"
      className="flex w-full gap-2"
    >
      <label htmlFor={id} className="sr-only">
        Search by name, e-mail, phone or booking reference
      </label>
      <input
        id={id}
        // A new search on the results page shows what was searched for.
        key={current}
        name="q"
        type="search"
        defaultValue={current}
        maxLength={100}
        autoComplete="off"
        placeholder="Name, e-mail, phone or reference"
        className="h-11 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-600 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none sm:w-72 sm:flex-none"
      />
      <Button type="submit" variant="outline">
        <SearchIcon aria-hidden="true" className="size-4" />
        Search
      </Button>
    </Form>
  );
}
