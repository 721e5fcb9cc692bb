// The site's JSON API as the browser tests call it: as a visitor, or as the e2e admin (signed in once per file).
import { expect, inject } from "vitest";

const ADMIN = { username: "admin", password: "e2e-admin-password-0123" };
const baseURL = () => inject("baseURL");
let cookie: Promise<string> | undefined;

/** The e2e admin's session cookie ('academy.sid=…'). */
export function adminCookie(): Promise<string> {
  cookie ??= (async () => {
    const login = await fetch(`${baseURL()}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: baseURL() },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    return login.headers
      .getSetCookie()
      .find((value) => value.startsWith("academy.sid="))!
      .split(";")[0]!;
  })();
  return cookie;
}

export async function api<T>(
  method: string,
  path: string,
  body?: unknown,
  as: "admin" | "visitor" = "admin",
): Promise<T> {
  const response = await fetch(`${baseURL()}/api${path}`, {
    method,
    headers: {
      "Content-Type": "application/json",
      Origin: baseURL(),
      ...(as === "admin" && { Cookie: await adminCookie() }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${method} ${path}: ${response.status} ${response.ok ? "" : await response.clone().text()}`).toBe(
    true,
  );
  return (await response.json()) as T;
}

/** Books as a visitor and pays with the test card that succeeds, as the payment page would. */
export async function bookAndPay(booking: {
  courseId: string;
  availableDateId: string;
  paymentType: "deposit" | "full";
  paymentAmount: number;
  fullName: string;
  email: string;
}): Promise<{ id: string; reference: string; accessToken: string }> {
  const { fullName, email, ...choice } = booking;
  const created = await api<{ id: string; reference: string; accessToken: string }>(
    "POST",
    "/bookings",
    {
      ...choice,
      userDetails: { fullName, email, phone: "07700 900456", address: "5 Mill Road, Oxford", postcode: "OX4 1AA" },
    },
    "visitor",
  );
  await payWithTestCard(created.id);
  return created;
}

/** Pays a held booking in full with the test card that succeeds, as the payment page would. */
export async function payWithTestCard(bookingId: string): Promise<void> {
  const intent = await api<{ clientSecret: string }>("POST", "/create-payment-intent", { bookingId }, "visitor");
  await api(
    "POST",
    "/test-payments/confirm",
    { clientSecret: intent.clientSecret, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" },
    "visitor",
  );
}
