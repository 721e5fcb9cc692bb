// The "New booking" form's payment section (issue 21, M6): card link, paid now, left owing, or on a business's account
// (issue 24); deposit or full price as the date allows, with the figures the server gave for the chosen date.
import type { UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { formatDate } from "#app/shared/dates";
import { formatPoundsExact } from "#app/shared/money";
import { fieldOf } from "#app/shared/staff/inline-form";
import { SelectField, TextField } from "#app/shared/ui/form-field";
import { PaymentMethodSelect } from "./inline-form-parts";
import { AccountFields } from "./new-booking-account";
import { Choice, Choices, Section } from "./new-booking-form-parts";
import type { FormSchema, FormValues } from "./new-booking-form-values";
import { CARD_LINK_HOLD_HOURS, type PaymentRoute, type StaffBookingDate } from "./new-booking-schema";
import { groupAmountDueNow, type GroupPrice } from "../groups/group-pricing";

/** The payment routes as staff choose them, in this order. */
const ROUTE_CHOICES: { value: PaymentRoute; label: string; hint: string }[] = [
  {
    value: "card-link",
    label: "E-mail a card payment link",
    hint: "The seat is held while they pay by card on their booking page; unpaid, it is released.",
  },
  {
    value: "by-hand",
    label: "Paid now (record the payment)",
    hint: "Cash, card machine, bank transfer or cheque taken by the office.",
  },
  { value: "owing", label: "Leave it owing", hint: "Confirmed now; the whole price is due by a day you agree." },
  {
    value: "account",
    label: "On a business account (invoice)",
    hint: "An approved employer's account: confirmed now, the full price invoiced on the account's terms.",
  },
];

export function PaymentFields({
  form,
  date,
  price,
  today,
}: {
  form: UseFormReturn<FormValues, unknown, z.output<typeof FormSchema>>;
  date: StaffBookingDate | undefined;
  /** The date's price for the form's learners (one, or a group's with any discount, issue 24). */
  price: GroupPrice | undefined;
  today: string;
}) {
  const [how, paymentType] = form.watch(["how", "paymentType"]);
  const { errors } = form.formState;
  const deposit = price && groupAmountDueNow(price, "deposit");
  const rest = price && deposit !== undefined && paymentType === "deposit" ? price.total - deposit : 0;
  const perLearner = price && price.seats > 1 ? ` (${formatPoundsExact(deposit! / price.seats)} per learner)` : "";
  return (
    <Section title="Payment">
      <Choices legend="How it is paid" error={errors.how?.message}>
        {ROUTE_CHOICES.map((choice) => (
          <Choice key={choice.value} {...choice} registration={form.register("how")} />
        ))}
      </Choices>

      {how !== "owing" && how !== "account" && (
        <Choices legend="Deposit or full price" error={errors.paymentType?.message}>
          <Choice
            label={date && price ? `Deposit: ${formatPoundsExact(deposit!)} now${perLearner}` : "Deposit"}
            hint={
              date && price
                ? date.payment.options.includes("deposit")
                  ? `The rest, ${formatPoundsExact(price.total - deposit!)}, by ${formatDate(date.depositBalanceDueDate)}.`
                  : "Not available for this date."
                : undefined
            }
            value="deposit"
            disabled={!date?.payment.options.includes("deposit")}
            registration={form.register("paymentType")}
          />
          <Choice
            label={price ? `Full price: ${formatPoundsExact(price.total)}` : "Full price"}
            value="full"
            registration={form.register("paymentType")}
          />
        </Choices>
      )}

      {how === "card-link" && (
        <SelectField label="Hold the seat for" required {...fieldOf(form, "holdHours")}>
          {CARD_LINK_HOLD_HOURS.map((hours) => (
            <option key={hours} value={String(hours)}>
              {hours} hours
            </option>
          ))}
        </SelectField>
      )}

      {how === "by-hand" && (
        <>
          <TextField
            label="Amount received (£)"
            inputMode="decimal"
            required
            hint={rest > 0 ? "A deposit is at least the deposit; the rest stays owing." : undefined}
            {...fieldOf(form, "amount")}
          />
          <PaymentMethodSelect label="How it was paid" {...fieldOf(form, "method")} />
          <TextField label="Day the money arrived" type="date" required max={today} {...fieldOf(form, "receivedOn")} />
          <TextField label="Payment note (optional)" {...fieldOf(form, "note")} />
        </>
      )}

      {how === "account" && <AccountFields form={form} total={price?.total} />}

      {how === "owing" && (
        <TextField
          label="Due by"
          type="date"
          required
          min={today}
          max={date?.startDate}
          hint={date ? `No later than the first day, ${formatDate(date.startDate)}.` : undefined}
          {...fieldOf(form, "dueDate")}
        />
      )}
    </Section>
  );
}
