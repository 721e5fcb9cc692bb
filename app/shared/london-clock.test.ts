import { describe, expect, it } from "vitest";
import { londonClock, londonInstant } from "./london-clock";

const intlLondon = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const byIntl = (instant: Date) => {
  const get = Object.fromEntries(intlLondon.formatToParts(instant).map((part) => [part.type, part.value]));
  return { date: `${get.year}-${get.month}-${get.day}`, time: `${get.hour}:${get.minute}` };
};

describe("londonClock", () => {
  it("reads as the time-zone database does, every 7 hours 13 minutes from 1996 to 2100", () => {
    const step = (7 * 60 + 13) * 60_000;
    let checked = 0;
    for (let time = Date.UTC(1996, 0, 1); time < Date.UTC(2101, 0, 1); time += step) {
      const [ours, theirs] = [londonClock(new Date(time)), byIntl(new Date(time))];
      // One expect per difference only: 120,000 passing expects would take longer than the comparisons.
      if (ours.date !== theirs.date || ours.time !== theirs.time) expect(ours).toEqual(theirs);
      checked++;
    }
    expect(checked).toBeGreaterThan(120_000);
  });

  it("reads as the time-zone database does every minute of the days the clocks change, 1996–2100", () => {
    for (let year = 1996; year <= 2100; year++) {
      for (const month of [2, 9]) {
        for (let day = 24; day <= 31; day++) {
          const midnight = Date.UTC(year, month, day);
          if (new Date(midnight).getUTCDay() !== 0) continue;
          for (let minute = -90; minute <= 180; minute++) {
            const instant = new Date(midnight + minute * 60_000);
            expect.soft(londonClock(instant), instant.toISOString()).toEqual(byIntl(instant));
          }
        }
      }
    }
  });

  it.each([
    ["2027-03-28T00:59:00Z", "2027-03-28", "00:59"],
    ["2027-03-28T01:00:00Z", "2027-03-28", "02:00"],
    ["2027-10-31T00:59:00Z", "2027-10-31", "01:59"],
    ["2027-10-31T01:00:00Z", "2027-10-31", "01:00"],
    ["2026-06-30T23:30:00Z", "2026-07-01", "00:30"],
    ["2026-12-31T23:30:00Z", "2026-12-31", "23:30"],
  ])("%s is %s %s in London", (instant, date, time) => {
    expect(londonClock(new Date(instant))).toEqual({ date, time });
  });

  it("refuses an invalid date, as Intl does", () => {
    expect(() => londonClock(new Date("nonsense"))).toThrow(RangeError);
  });
});

describe("londonInstant", () => {
  it.each([
    ["2027-01-15", "07:00", "2027-01-15T07:00:00.000Z", "winter: GMT"],
    ["2027-07-15", "07:00", "2027-07-15T06:00:00.000Z", "summer: BST"],
    ["2027-10-31", "01:30", "2027-10-31T00:30:00.000Z", "the autumn's repeated hour: the earlier"],
    ["2027-03-28", "01:30", "2027-03-28T01:30:00.000Z", "the hour the spring skips: read as GMT"],
    ["2027-03-28", "02:00", "2027-03-28T01:00:00.000Z", "the first minute of summer time"],
  ])("%s %s → %s (%s)", (date, time, expected) => {
    expect(londonInstant(date, time).toISOString()).toBe(expected);
  });

  it("round-trips every wall-clock time London's clock shows", () => {
    for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2029, 0, 1); time += 37 * 60_000) {
      const clock = londonClock(new Date(time));
      expect(londonClock(londonInstant(clock.date, clock.time))).toEqual(clock);
    }
  });
});
