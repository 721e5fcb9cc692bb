// The cookie a contact's session rides in (issue 24): only the session's random token (its hash is stored), HttpOnly
// so no script reads it, SameSite=Lax so no other site's form sends it, Secure whenever the request came over HTTPS
// (decision 005's reason: a plain Secure flag would silently fail on http://localhost), for the session's 8 hours.
// Path=/ so the booking dialog's API calls can read it when paying by invoice comes (decision 027).
import { SESSION_HOURS } from "./account-links.server";

export const ACCOUNT_COOKIE = "academy.account";

/** The session token in a request's Cookie header, if any. */
export function accountTokenOf(request: Request): string | undefined {
  return accountTokenOfCookies(request.headers.get("Cookie") ?? "");
}

/** The same from a Cookie header's value (the Express API's requests: paying by invoice). */
export function accountTokenOfCookies(header: string): string | undefined {
  for (const part of header.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === ACCOUNT_COOKIE) return value.join("=") || undefined;
  }
  return undefined;
}

const secureOn = (request: Request) => (new URL(request.url).protocol === "https:" ? "; Secure" : "");

/** The Set-Cookie value that starts a session. */
export const setAccountCookie = (request: Request, token: string) =>
  `${ACCOUNT_COOKIE}=${token}; Path=/; Max-Age=${SESSION_HOURS * 3600}; HttpOnly; SameSite=Lax${secureOn(request)}`;

/** The Set-Cookie value that ends one. */
export const clearAccountCookie = (request: Request) =>
  `${ACCOUNT_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secureOn(request)}`;
