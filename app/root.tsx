import { lazy } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import "#app/shared/zod-browser-config";
import { SiteFooter } from "#app/features/site/site-footer";
import { ServedFooter } from "#app/features/site/served-footer";
import { SiteHeader } from "#app/features/site/site-header";
import { TestModeBanner } from "#app/features/payments/test-mode-banner";
import { useNonce } from "#app/shared/nonce";
import { organizationJsonLd } from "#app/shared/json-ld.server";
import { safeJson, type RootData } from "#app/shared/seo";
import { Toaster } from "#app/shared/ui/toaster";
import { publicOrigin } from "#app/shared/settings.server";
import type { GroupDiscountData } from "#app/features/booking/groups/group-discount";

// Loaded only when a page is not found (no Suspense boundary: the server waits for it, so the 404 HTML is whole),
// not with every page's script (decision 006).
const NotFoundContent = lazy(() =>
  import("#app/features/site/not-found-content").then((module) => ({ default: module.NotFoundContent })),
);

export const links: Route.LinksFunction = () => [
  // precedence lets React hoist the stylesheet above the module preloads, so it is fetched first.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader({
  context,
  request,
}: Route.LoaderArgs): RootData & GroupDiscountData & { testPayments: boolean; organizationJsonLd: string } {
  const origin = publicOrigin(context.app.settings, request);
  // The documents' legal and bank details (site.legal) are for documents and e-mails, not every page's data.
  const { legal: _legal, ...site } = context.app.site;
  return {
    site,
    origin,
    testPayments: context.app.payments.name === "test",
    // The booking dialog shows the group discount before paying (issue 24); the server prices it again.
    groupDiscountPercent: context.app.settings.GROUP_DISCOUNT_PERCENT,
    // Built here, not while rendering, so the schema.org code stays out of every page's script (decision 006).
    organizationJsonLd: safeJson(organizationJsonLd(context.app.site, origin)),
  };
}

// The root data (site details, origin) never changes between navigations, so
// query-string changes (search boxes, filters) reload nothing.
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#13244f" />
        <Meta />
        <Links nonce={nonce} />
        {data && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: data.organizationJsonLd }} />}
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
        {data?.testPayments && <TestModeBanner />}
        {data && <SiteHeader site={data.site} />}
        <main id="main" className="flex-1">
          {children}
        </main>
        {/* The server draws the footer; the browser keeps it without its code (decision 006). */}
        {data && (import.meta.env.SSR ? <SiteFooter site={data.site} /> : <ServedFooter />)}
        <Toaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <title>Something went wrong</title>
      <h1 className="text-3xl font-bold text-brand-900">Something went wrong</h1>
      <p className="mt-4 text-slate-600">
        We could not show this page. Please try again in a moment, or contact us if the problem continues.
      </p>
    </section>
  );
}
