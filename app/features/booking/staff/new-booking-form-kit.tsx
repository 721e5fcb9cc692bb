// For tests of the staff "New booking" form's parts, rendered as the server renders them: a route with the root's
// data (GROUP_DISCOUNT_PERCENT 10, as app/root.tsx's loader gives it) and a query client holding the given answers.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";

export function render(element: React.ReactElement, queries: [readonly unknown[], unknown][] = []): string {
  const client = new QueryClient();
  for (const [key, data] of queries) client.setQueryData(key, data);
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => null,
      Component: () => <QueryClientProvider client={client}>{element}</QueryClientProvider>,
    },
  ]);
  return renderToStaticMarkup(
    <Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: { groupDiscountPercent: 10 } } }} />,
  );
}

/** Text without tags, spaces squeezed. */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/\s+/g, " ");

/** The options of the select labelled `label` (a required one's label ends with its mark). */
export function optionsOf(html: string, label: string): string[] {
  const at = html.search(new RegExp(`>${label}(</label>|<span)`));
  const select = html.slice(at).match(/<select[\s\S]*?<\/select>/)![0];
  return [...select.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((match) => match[1]!);
}
