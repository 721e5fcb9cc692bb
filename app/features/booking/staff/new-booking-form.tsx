// The staff's "New booking" form (issue 21, M6): a phone or walk-in customer's course, date, details, and how they
// pay. The server prices it (the one pricing rule) and takes the seat; the form only shows what it was told.
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { apiGet, apiRequest } from "#app/shared/api-client";
import { formatDate, londonToday } from "#app/shared/dates";
import { formatPoundsExact } from "#app/shared/money";
import { useInlineForm } from "#app/shared/staff/inline-form";
import { adminKeys } from "#app/shared/staff/query-client";
import { poundsText } from "#app/shared/staff/pounds-input";
import { useAdminMutation } from "#app/shared/staff/use-admin-mutation";
import { byTitle, useAdminCourses } from "#app/features/catalogue/staff/course-queries";
import { Button } from "#app/shared/ui/button";
import { toast } from "#app/shared/ui/toast-store";
import { SelectField, TextAreaField, TextField } from "#app/shared/ui/form-field";
import { Options } from "#app/shared/ui/options";
import { randomUuid } from "../sale/booking-attempt-key";
import { suggestedDueDate } from "./new-booking-rules";
import type { StaffBookingCreated, StaffBookingDate, StaffBookingInput } from "./new-booking-schema";
import { useGroupDiscountPercent } from "../groups/group-discount";
import { groupAmountDueNow, groupPrice } from "../groups/group-pricing";
import { maxLearnersFor } from "../groups/group-booking";
import {
  blankFormValues,
  FIELDS,
  FormSchema,
  keyOf,
  seatsOf,
  SUBMIT_LABELS,
  toRequest,
  type FormValues,
} from "./new-booking-form-values";
import { Choice, Choices, Section } from "./new-booking-form-parts";
import { PaymentFields } from "./new-booking-payment-fields";
import { FirstAidFields } from "./new-booking-first-aid";
import { LearnerCountField, LearnersFields } from "./new-booking-learners";

/** The form; `initial` comes from the address (a date's page links here with its course and date chosen). */
export function NewBookingForm({ initial }: { initial: { courseId?: string; dateKey?: string } }) {
  const navigate = useNavigate();
  const [requestKey] = useState(randomUuid);
  const today = londonToday();
  const courses = useAdminCourses();
  // GROUP_DISCOUNT_PERCENT from the root loader, as the booking dialog has it; the server applies its own.
  const percent = useGroupDiscountPercent() ?? 0;
  const book = useAdminMutation<StaffBookingInput, StaffBookingCreated>({
    mutationFn: (request) => apiRequest("POST", "/api/admin/bookings", request),
    invalidates: [
      adminKeys.bookings,
      ["admin", "roster"],
      ["admin", "money-owed"],
      adminKeys.instances,
      adminKeys.dates,
    ],
    failureMessage: "Failed to make the booking",
  });
  const form = useInlineForm<FormValues, z.output<typeof FormSchema>>({
    resolver: zodResolver(FormSchema),
    defaultValues: blankFormValues(today, initial),
    fields: FIELDS,
    send: async (values) => {
      const made = await book.mutateAsync(toRequest(values, requestKey));
      toast({
        title: `Booked ${made.reference}`,
        description:
          values.how === "card-link"
            ? `The card link is on its way to ${values.userDetails.email}.`
            : values.how === "account"
              ? "The invoice is issued and the confirmation is on its way to the customer."
              : "The confirmation is on its way to the customer.",
      });
      await navigate(`/admin/bookings/${made.id}`);
    },
  });
  const [courseId, dateKey, how, paymentType, seatsText] = form.watch([
    "courseId",
    "dateKey",
    "how",
    "paymentType",
    "seats",
  ]);
  const seats = seatsOf({ seats: seatsText });
  const dates = useQuery({
    queryKey: ["admin", "bookable-dates", courseId],
    queryFn: () => apiGet<StaffBookingDate[]>(`/api/admin/bookable-dates?courseId=${courseId}`),
    enabled: Boolean(courseId),
  });
  const date = dates.data?.find((option) => keyOf(option) === dateKey);
  const needsFirstAid = courses.data?.find((course) => course.id === courseId)?.needsFirstAidCertificate === true;
  // A group's learners each declare their own certificate on their own page (issue 24), so only one learner is asked.
  const firstAidDay = needsFirstAid && date && seats === 1 ? date.startDate : "";
  const price = date ? groupPrice(date.price, seats, percent) : undefined;

  // setValue, not the form: useInlineForm hands back a new object each render.
  const { setValue } = form;
  // A new date brings its own price, payment choices and due dates.
  useEffect(() => {
    if (!date) return;
    setValue("paymentType", date.payment.options.includes("deposit") ? "deposit" : "full");
    setValue("dueDate", suggestedDueDate(date.startDate, today));
  }, [date, setValue, today]);
  // No more learners than the new date has seats left.
  const maxSeats = date ? maxLearnersFor(date.seatsLeft) : 1;
  useEffect(() => {
    if (seats > maxSeats) setValue("seats", String(maxSeats));
  }, [seats, maxSeats, setValue]);
  // What is taken now for every learner: the deposit per learner or the group's total.
  const dueNow = price && groupAmountDueNow(price, paymentType);
  useEffect(() => {
    if (dueNow !== undefined) setValue("amount", poundsText(dueNow));
  }, [dueNow, setValue]);
  // The first aid answer is checked against the chosen date's first day, on a course that needs one (issue 23).
  useEffect(() => setValue("firstAidDay", firstAidDay), [firstAidDay, setValue]);

  const { submit, field, errors, isSubmitting } = form;

  return (
    <form method="post" noValidate onSubmit={submit} aria-label="New booking" className="max-w-2xl space-y-6">
      <Section title="Course and date">
        <SelectField
          label="Course"
          required
          error={errors.courseId?.message}
          {...form.register("courseId", { onChange: () => form.setValue("dateKey", "") })}
        >
          <option value="">Choose a course…</option>
          <Options
            items={byTitle((courses.data ?? []).filter((course) => course.isActive)).map((course) => ({
              value: course.id,
              label: course.title,
            }))}
          />
        </SelectField>
        <SelectField
          label="Date"
          required
          disabled={!courseId || dates.isPending}
          error={errors.dateKey?.message ?? (dates.isError ? "Failed to load the dates." : undefined)}
          hint={
            courseId && dates.data?.length === 0
              ? "This course has no date with a free seat."
              : "Open dates from today with a free seat."
          }
          {...form.register("dateKey")}
        >
          <option value="">{courseId ? "Choose a date…" : "Choose a course first"}</option>
          {(dates.data ?? []).map((option) => (
            <option key={keyOf(option)} value={keyOf(option)}>
              {formatDate(option.startDate)}, {option.location} ({option.seatsLeft}{" "}
              {option.seatsLeft === 1 ? "seat" : "seats"} left)
            </option>
          ))}
        </SelectField>
        {date && (
          <p className="text-sm text-slate-700">
            {formatPoundsExact(date.price)}. {date.payment.message}
          </p>
        )}
        <LearnerCountField form={form} seatsLeft={date?.seatsLeft} percent={percent} />
      </Section>

      <Section title={seats > 1 ? "Customer" : "Learner"}>
        {seats > 1 && (
          <p className="text-sm text-slate-700">
            Who books and pays: they get the booking&apos;s e-mails and its page, with what is paid and owed.
          </p>
        )}
        <TextField label="Full name" required autoComplete="off" {...field("userDetails.fullName")} />
        <TextField label="Email" type="email" required autoComplete="off" {...field("userDetails.email")} />
        <TextField label="Phone" type="tel" required autoComplete="off" {...field("userDetails.phone")} />
        <TextField label="Address" required autoComplete="off" {...field("userDetails.address")} />
        <TextField label="Postcode" required autoComplete="off" {...field("userDetails.postcode")} />
        <TextAreaField
          label="Customer's notes (optional)"
          hint="Shown to the customer on their booking page, as notes made when booking online are."
          {...field("userDetails.notes")}
        />
        <Choices legend="How they booked" error={errors.channel?.message}>
          <Choice label="On the phone" value="phone" registration={form.register("channel")} />
          <Choice label="At the desk (walk-in)" value="walk-in" registration={form.register("channel")} />
        </Choices>
      </Section>

      {seats > 1 && (
        <LearnersFields
          form={form}
          price={price}
          paymentType={how === "owing" || how === "account" ? undefined : paymentType}
          needsFirstAid={needsFirstAid}
        />
      )}

      {firstAidDay && <FirstAidFields form={form} firstDay={firstAidDay} today={today} />}

      <PaymentFields form={form} date={date} price={price} today={today} />

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={() => void navigate(-1)}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Booking..." : SUBMIT_LABELS[how]}
        </Button>
      </div>
    </form>
  );
}
