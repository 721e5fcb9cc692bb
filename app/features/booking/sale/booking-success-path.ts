// In a file of its own so /payment can link to the confirmation page without booking-flow.ts's checkout code (decision 006).
export const bookingSuccessPath = (accessToken: string) => `/booking-success?token=${encodeURIComponent(accessToken)}`;
