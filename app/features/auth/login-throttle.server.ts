// Brute-force limits on staff login (issue 11, F3; decision 005, update of
// 2026-11-23). Only failures count, and none of the counts can lock a user out
// from an address that has not been failing:
// - per (client address, username): 10 failures in 15 minutes, then 429;
// - per client address, all usernames together: 30, then 429 (no spraying);
// - per username, from every address: never a refusal, only a delay on wrong
//   answers that grows with the failures, so a distributed guesser is slowed
//   but the real user's right password from a clean address goes straight in.
// An address that has been failing waits before its password is checked. No
// answer waits more than 2 seconds in all. Counts live in the database
// (DatabaseRateLimitStore), so they hold across every server process.
import type { Options } from "express-rate-limit";
import { ipKeyGenerator } from "express-rate-limit";
import type { Database } from "#db/db.server";
import { DatabaseRateLimitStore } from "#server/rate-limit-store";

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_FAILURES_PER_ADDRESS_AND_USERNAME = 10;
export const LOGIN_FAILURES_PER_ADDRESS = 30;
export const MAX_LOGIN_DELAY_MS = 2000;

/**
 * How long an answer waits after this many recent failures: none for the
 * first two (a typo or two), then 0.25 s doubling to the 2 s ceiling.
 */
export function loginDelayMs(failures: number): number {
  if (failures < 3) return 0;
  return Math.min(MAX_LOGIN_DELAY_MS, 250 * 2 ** (failures - 3));
}

/** The counters' keys; each is stored as a `rate_limit` row named LOGIN_ROW_PREFIX + key. */
export const loginThrottleKeys = (address: string, username: string) => {
  const client = ipKeyGenerator(address); // IPv6 per /56, like every other limit
  const user = username.trim().toLowerCase().slice(0, 100);
  return { pair: `pair:${client} ${user}`, address: `address:${client}`, username: `user:${user}` };
};
export const LOGIN_ROW_PREFIX = "login:";

/** Failures counted from this address before the attempt: for this username, and for all. */
export type AddressFailures = { pair: number; address: number };

/** The wait before the password is checked: only an address that has been failing waits. */
export const delayBeforeCheck = (prior: AddressFailures) => loginDelayMs(Math.max(prior.pair, prior.address));

/**
 * The further wait for a wrong answer, from the username's recent failures
 * from every address: it tops the first wait up to its own figure rather than
 * adding to it, so no answer waits more than 2 s in all.
 */
export const delayAfterWrongAnswer = (prior: AddressFailures, usernameFailures: number) =>
  Math.max(0, loginDelayMs(usernameFailures) - delayBeforeCheck(prior));

export type LoginAttempt =
  | { refused: true; retryAfterSeconds: number }
  | { refused: false; prior: AddressFailures; keys: ReturnType<typeof loginThrottleKeys> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createLoginThrottle(db: Database) {
  // The store takes its window from init, as express-rate-limit would call it.
  const store = new DatabaseRateLimitStore(db, LOGIN_ROW_PREFIX.slice(0, -1));
  store.init({ windowMs: LOGIN_WINDOW_MS } as Options);

  return {
    /**
     * Counts the attempt before the password is checked, so parallel guesses
     * cannot all slip under the limit; a success takes it back (`succeeded`).
     */
    async begin(address: string, username: string): Promise<LoginAttempt> {
      const keys = loginThrottleKeys(address, username);
      const [pair, perAddress] = await Promise.all([store.increment(keys.pair), store.increment(keys.address)]);
      const over = [
        pair.totalHits > LOGIN_FAILURES_PER_ADDRESS_AND_USERNAME && pair,
        perAddress.totalHits > LOGIN_FAILURES_PER_ADDRESS && perAddress,
      ].filter((info) => info !== false);
      if (over.length > 0) {
        // A refused attempt checked no password, so it is no failure: it must not fill the other counter.
        await Promise.all([store.decrement(keys.pair), store.decrement(keys.address)]);
        const resetAt = Math.max(...over.map((info) => info.resetTime?.getTime() ?? Date.now()));
        return { refused: true, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)) };
      }
      // Earlier failures from this address, not counting this attempt.
      const prior = { pair: pair.totalHits - 1, address: perAddress.totalHits - 1 };
      await sleep(delayBeforeCheck(prior));
      return { refused: false, prior, keys };
    },

    /** A wrong answer: counted against the username everywhere, and held back as that count grows. */
    async failed(attempt: Extract<LoginAttempt, { refused: false }>): Promise<void> {
      const perUsername = await store.increment(attempt.keys.username);
      await sleep(delayAfterWrongAnswer(attempt.prior, perUsername.totalHits - 1));
    },

    /** The right password: this attempt was no failure, and the pair starts afresh. */
    async succeeded(attempt: Extract<LoginAttempt, { refused: false }>): Promise<void> {
      await store.resetKey(attempt.keys.pair);
      await store.decrement(attempt.keys.address);
    },
  };
}
