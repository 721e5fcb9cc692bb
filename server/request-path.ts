// The path a request is served for, as the page handler sees it (issue 19, security review N6). Express matches its
// routes on the raw path, but @react-router/express parses the URL with the WHATWG parser (which resolves `.` and
// `..`, `%2e` included, and reads `\` as `/`) and React Router then decodes each segment once. So
// `/my%2Dbooking/<token>` and `/x/../my-booking/<token>` render the booking page while a rule written for
// `/my-booking/:token` never sees them. The rate limits and the log redaction look at this path instead.

/** The pathname of a request URL (`/path?query` or absolute), normalised and decoded as React Router routes it. */
export function routedPath(url: string): string {
  return decodeSegments(pathnameOf(url), "all-or-nothing");
}

/**
 * Like routedPath, but a segment that cannot be decoded is kept as it is and the others are still decoded: for
 * logs, where decoding more can only reveal more to redact.
 */
export function routedPathForLog(url: string): string {
  return decodeSegments(pathnameOf(url), "each");
}

function pathnameOf(url: string): string {
  try {
    // The same parse as @react-router/express (`${protocol}://${host}${req.originalUrl}`): `//x` stays a path.
    return new URL(url.startsWith("/") ? `http://host${url}` : url).pathname;
  } catch {
    return url.split(/[?#]/, 1)[0] ?? "";
  }
}

// React Router decodes each segment with decodeURIComponent and keeps an encoded `/` encoded; a malformed segment
// leaves the whole path undecoded (react-router's decodePath).
function decodeSegments(path: string, malformed: "all-or-nothing" | "each"): string {
  const segments = path.split("/");
  const decoded: string[] = [];
  for (const segment of segments) {
    try {
      decoded.push(decodeURIComponent(segment).replaceAll("/", "%2F"));
    } catch {
      if (malformed === "all-or-nothing") return path;
      decoded.push(segment);
    }
  }
  return decoded.join("/");
}
