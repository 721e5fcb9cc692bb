import { zodResolver } from "@hookform/resolvers/zod";
import { LoginSchema } from "../schema";

export const loginResolver = zodResolver(LoginSchema);
