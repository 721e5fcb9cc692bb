import { z } from "zod";

/** The built-in test provider's card form (labels 'Card number', 'Expiry date', 'CVC'). */
export const TestCardSchema = z.strictObject({
  clientSecret: z.string().min(1).max(200),
  cardNumber: z.string().trim().min(1, "Please enter your card number").max(30),
  expiry: z.string().trim().min(1, "Please enter the expiry date").max(10),
  cvc: z.string().trim().min(1, "Please enter the CVC").max(6),
});
export type TestCard = z.infer<typeof TestCardSchema>;
