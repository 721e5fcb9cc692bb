/**
 * The headers of a page opened by a secret link (a booking's, a waiting-list entry's, issues 13 and 14): the token in
 * its URL is the only key, so the page is never cached or indexed, and never passed on in a Referer to another site.
 * 'same-origin', not 'no-referrer': under no-referrer a form the browser posts before the page's scripts have run (the
 * unsubscribe button, a sign-in link's, signing out) says `Origin: null`, which React Router's check of an action's
 * origin refuses with a bare 400. This site already knows the token; the request log leaves Referer out.
 */
export function secretLinkPageHeaders() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "same-origin" };
}
