// The key a client address is counted under, by the rate limits and by the
// cap on unpaid holds alike: Express's req.ip (which honours TRUST_PROXY), with
// IPv6 addresses folded to their /56, which one customer usually holds whole.
import type { Request } from "express";
import { ipKeyGenerator } from "express-rate-limit";

export function clientAddressKey(req: Request): string {
  return ipKeyGenerator(req.ip ?? "unknown");
}
