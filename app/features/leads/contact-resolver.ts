// The contact form's validation, loaded on its first submit (contact-form.tsx).
import { zodResolver } from "@hookform/resolvers/zod";
import { contactFormSchema } from "./schema";

export const contactResolver = zodResolver(contactFormSchema);
