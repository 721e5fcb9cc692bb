// What the e-mail template tests render with: one academy and one booking, changed per test where the test is about it.
import type { MessageBooking, MessageSite } from "./message-data";

export const testSite: MessageSite = {
  name: "Thames Valley Security Training Academy",
  phone: "0118 000 0000",
  email: "bookings@example.com",
  address: "1 High Street, Reading RG1 1AA",
  url: "https://www.example.co.uk",
};

/** Zoë Brontë's paid-in-full booking TV-AB3CD4EF for SIA Door Supervisor on 5 and 6 March 2027, 08:30 to 16:30. */
export function makeMessageBooking(change: Partial<MessageBooking> = {}): MessageBooking {
  return {
    reference: "TV-AB3CD4EF",
    fullName: "Zoë Brontë",
    courseTitle: "SIA Door Supervisor",
    days: [
      { date: "2027-03-05", start: "08:30", finish: "16:30" },
      { date: "2027-03-06", start: "08:30", finish: "16:30" },
    ],
    venueAddress: "Unit 4, Station Road, Reading",
    venueDirections: null,
    whatToBring: [],
    totalPrice: 24_900,
    amountPaid: 24_900,
    amountOwed: 0,
    balanceDueDate: null,
    bookingUrl: "https://www.example.co.uk/my-booking/TOKEN123",
    ...change,
  };
}
