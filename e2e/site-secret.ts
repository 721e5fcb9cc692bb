// The browser tests' site signs with this secret (global-setup.ts), so a test can sign what the site would e-mail:
// a renewal reminder's unsubscribe link (issue 23), whose sending waits for a 09:00 sweep no test can wait for.
export const E2E_SESSION_SECRET = "e2e-session-secret-0123456789abcdef0123456789";
