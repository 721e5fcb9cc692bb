import { zodResolver } from "@hookform/resolvers/zod";
import { ContactDetailsChangeSchema } from "../schema";

export const contactDetailsResolver = zodResolver(ContactDetailsChangeSchema);
