// Money staff type into a form (a payment taken, a refund, a card link's sum): pence, whole, more than £0, at most
// £100,000; and the day money arrived, never after today. Shared by the staff forms' schemas, browser and server.
import { z } from "zod";
import { londonToday } from "#app/shared/dates";
import { calendarDate } from "./input-fields";

/** `what` names the sum in the messages: 'Please enter the refund in pence'. */
export const penceAmount = (what: string) =>
  z
    .number(`Please enter the ${what} in pence`)
    .int(`Please enter the ${what} in whole pence`)
    .positive(`The ${what} must be more than £0`)
    .max(10_000_000, `The ${what} cannot be more than £100,000`);

export const dayMoneyArrived = () =>
  calendarDate("Please enter the day the money arrived").refine(
    (day) => day <= londonToday(),
    "The money cannot have arrived after today",
  );
