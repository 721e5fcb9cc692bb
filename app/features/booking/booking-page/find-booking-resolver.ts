import { zodResolver } from "@hookform/resolvers/zod";
import { FindBookingSchema } from "../schema";

export const findBookingResolver = zodResolver(FindBookingSchema);
