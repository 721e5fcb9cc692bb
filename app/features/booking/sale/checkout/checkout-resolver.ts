// /checkout's details validation, loaded on the form's first submit (checkout-form.tsx, decision 006).
import { zodResolver } from "@hookform/resolvers/zod";
import { CheckoutDetailsSchema } from "../../schema";

export const checkoutResolver = zodResolver(CheckoutDetailsSchema);
