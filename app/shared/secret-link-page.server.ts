/**
 * The headers of a page opened by a secret link (a booking's, a waiting-list entry's, issues 13 and 14): the token in
 * its URL is the only key, so the page is never cached, indexed or passed on in a Referer.
 */
export function secretLinkPageHeaders() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "no-referrer" };
}
