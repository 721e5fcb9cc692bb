import { zodResolver } from "@hookform/resolvers/zod";
import { WaitlistPersonSchema } from "./schema";

export const waitlistPersonResolver = zodResolver(WaitlistPersonSchema);
