// The day on one page (issue 21): the overview's charts, each with its words and figures (chart-card.tsx). Loaded on
// its own, after the staff page (overview-panel.tsx): the charting library never reaches a public page.
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { Bar, BarChart, CartesianGrid, Cell, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { apiGet } from "#app/shared/api-client";
import { formatDate } from "#app/shared/dates";
import { formatPounds, formatPoundsExact } from "#app/shared/money";
import { QueryState } from "#app/shared/staff/query-state";
import { poundTicks, shortDay } from "../overview";
import type { StaffOverview } from "../overview-schema";
import { ChartCard } from "./chart-card";

// Under the analytics key: every staff change refreshes it, as it does the figures above (use-admin-mutation.ts).
export const OVERVIEW_KEY = ["admin", "analytics", "overview"] as const;

// Brand blue, a warm amber and a red for what is late: apart in hue and in lightness.
const COLOURS = { main: "#1d4ed8", light: "#93c5fd", warn: "#d97706", late: "#b91c1c", muted: "#cbd5e1" };
const AXIS = { fontSize: 12, fill: "#334155" };
// Tooltip lines in the text colour too (a pale series would be unreadable in its own colour).
const TOOLTIP = { itemStyle: { color: "#0f172a" } };
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const pounds = (pence: number) => formatPounds(pence);
/** Legend names in the text colour: a pale bar's colour would make its name unreadable. */
const legendText = (value: string) => <span style={{ color: AXIS.fill }}>{value}</span>;
/** Keeps the legend in the order the bars are drawn (recharts sorts it by name). */
const inDrawingOrder = (names: string[]) => (item: { value?: unknown }) => names.indexOf(String(item.value));
// Called as functions, not written as components: recharts reads its axes and legend from the chart's own children.
const legendOf = (names: string[]) => (
  <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} itemSorter={inDrawingOrder(names)} />
);
/** A pounds axis (the chart's values are in pounds) with the given ticks. */
const poundsAxis = (ticks: number[]) => (
  <YAxis
    tick={AXIS}
    ticks={ticks}
    domain={[0, ticks.at(-1)!]}
    interval={0}
    tickFormatter={(value: number) => pounds(value * 100)}
    width={60}
  />
);
const poundsTooltip = <Tooltip {...TOOLTIP} formatter={(value) => formatPoundsExact(Number(value) * 100)} />;

export default function OverviewCharts() {
  const overview = useQuery({ queryKey: OVERVIEW_KEY, queryFn: () => apiGet<StaffOverview>("/api/admin/overview") });
  return (
    <QueryState query={overview} what="the charts">
      {(data) => (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          <WeeklyBookings weeks={data.weeks} />
          <WeeklyTakings weeks={data.weeks} />
          <MoneyOwed money={data.money} />
          <WaitingLists lists={data.waitingLists} />
          <Problems problems={data.problems} attention={data.attention} />
          <Fill dates={data.fill} />
        </div>
      )}
    </QueryState>
  );
}

function WeeklyBookings({ weeks }: { weeks: StaffOverview["weeks"] }) {
  const total = weeks.reduce((sum, week) => sum + week.bookings, 0);
  const thisWeek = weeks.at(-1)!;
  const data = weeks.map((week) => ({ ...week, label: shortDay(week.weekStart) }));
  return (
    <ChartCard
      title="Bookings per week"
      summary={`${plural(total, "booking")} in the last 12 weeks; ${thisWeek.bookings} this week (from ${formatDate(thisWeek.weekStart)}).`}
      figures={{
        columns: ["Week from", "Bookings"],
        rows: weeks.map((week) => ({ key: week.weekStart, cells: [formatDate(week.weekStart), week.bookings] })),
      }}
      more={{ to: "/admin?tab=bookings", label: "Bookings" }}
    >
      <ColumnsPerWeek data={data} bars={[{ key: "bookings", name: "Bookings", fill: COLOURS.main }]} />
    </ChartCard>
  );
}

function WeeklyTakings({ weeks }: { weeks: StaffOverview["weeks"] }) {
  const takings = weeks.reduce((sum, week) => sum + week.takings, 0);
  const refunds = weeks.reduce((sum, week) => sum + week.refunds, 0);
  const data = weeks.map((week) => ({
    label: shortDay(week.weekStart),
    takings: week.takings / 100,
    refunds: week.refunds / 100,
  }));
  const takingsTicks = poundTicks(Math.max(...data.map((week) => Math.max(week.takings, week.refunds))));
  return (
    <ChartCard
      title="Takings per week"
      summary={`${formatPoundsExact(takings)} taken and ${formatPoundsExact(refunds)} refunded in the last 12 weeks; ${formatPoundsExact(weeks.at(-1)!.takings)} taken this week.`}
      figures={{
        columns: ["Week from", "Takings", "Refunds"],
        rows: weeks.map((week) => ({
          key: week.weekStart,
          cells: [formatDate(week.weekStart), formatPoundsExact(week.takings), formatPoundsExact(week.refunds)],
        })),
      }}
      more={{ to: "/admin/reports", label: "Money reports" }}
    >
      <ColumnsPerWeek
        data={data}
        poundTicks={takingsTicks}
        bars={[
          { key: "takings", name: "Takings", fill: COLOURS.main },
          { key: "refunds", name: "Refunds", fill: COLOURS.warn },
        ]}
      />
    </ChartCard>
  );
}

// At most two lines beside a bar, even on a phone: the figures under the chart give the full name.
const dateLabel = (date: { startDate: string; courseTitle: string }) =>
  `${shortDay(date.startDate)} ${date.courseTitle.length > 18 ? `${date.courseTitle.slice(0, 17)}…` : date.courseTitle}`;
/** A bar per date: each needs its own two lines for its label. */
const heightForBars = (count: number) => Math.max(160, 34 * count + 56);

type Series = { key: string; name: string; fill: string };

/** A column per week or day (labelled by shortDay), side by side; a legend once there is more than one. */
function ColumnsPerWeek({
  data,
  bars,
  poundTicks,
}: {
  data: Array<{ label: string }>;
  bars: Series[];
  poundTicks?: number[];
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={data}
        accessibilityLayer={false}
        margin={{ top: 8, right: 8, left: poundTicks ? 0 : -16, bottom: 0 }}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={AXIS} interval="preserveStartEnd" minTickGap={8} />
        {poundTicks ? poundsAxis(poundTicks) : <YAxis allowDecimals={false} tick={AXIS} />}
        {poundTicks ? poundsTooltip : <Tooltip {...TOOLTIP} />}
        {bars.length > 1 && legendOf(bars.map((bar) => bar.name))}
        {bars.map((bar) => (
          <Bar key={bar.key} dataKey={bar.key} name={bar.name} fill={bar.fill} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

const SEAT_BARS = [
  { key: "taken", name: "Taken", fill: COLOURS.main },
  { key: "free", name: "Free", fill: COLOURS.muted },
];
const WAITING_BARS = [
  { key: "waiting", name: "Waiting", fill: COLOURS.main },
  { key: "offered", name: "Offered", fill: COLOURS.warn },
];

/** A row per date (labelled by dateLabel) with two counts stacked along it. */
function BarsPerDate({
  data,
  stackId,
  bars,
  barCategoryGap,
}: {
  data: Array<{ label: string }>;
  stackId: string;
  bars: Series[];
  barCategoryGap?: number;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={data}
        layout="vertical"
        accessibilityLayer={false}
        margin={{ top: 0, right: 8, left: 0, bottom: 0 }}
        barCategoryGap={barCategoryGap}
      >
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={AXIS} />
        <YAxis type="category" dataKey="label" tick={{ ...AXIS, fontSize: 11 }} width={150} interval={0} />
        <Tooltip {...TOOLTIP} />
        {legendOf(bars.map((bar) => bar.name))}
        {bars.map((bar) => (
          <Bar
            key={bar.key}
            dataKey={bar.key}
            name={bar.name}
            stackId={stackId}
            fill={bar.fill}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

function Fill({ dates }: { dates: StaffOverview["fill"] }) {
  const seats = dates.reduce((sum, date) => sum + date.maxSeats, 0);
  const taken = dates.reduce((sum, date) => sum + Math.min(date.taken, date.maxSeats), 0);
  const full = dates.filter((date) => date.taken >= date.maxSeats).length;
  const data = dates.map((date) => ({
    label: dateLabel(date),
    taken: Math.min(date.taken, date.maxSeats),
    free: Math.max(0, date.maxSeats - date.taken),
  }));
  return (
    <ChartCard
      title="Seats filled, next 8 weeks"
      summary={
        dates.length === 0
          ? "No dates in the next 8 weeks."
          : `${plural(dates.length, "date")}: ${taken} of ${seats} seats taken (${Math.round((100 * taken) / Math.max(1, seats))}%); ${full} full.`
      }
      figures={{
        columns: ["Date", "Course", "Seats taken"],
        rows: dates.map((date) => ({
          key: date.path,
          cells: [
            formatDate(date.startDate),
            <Link key="course" to={date.path} className="text-brand-700 underline">
              {date.courseTitle}, {date.location}
            </Link>,
            `${date.taken} of ${date.maxSeats}`,
          ],
        })),
      }}
      more={{ to: "/admin?tab=rosters", label: "Rosters" }}
      height={heightForBars(dates.length)}
      wide
    >
      {dates.length > 0 && <BarsPerDate data={data} stackId="seats" bars={SEAT_BARS} barCategoryGap={4} />}
    </ChartCard>
  );
}

function MoneyOwed({ money }: { money: StaffOverview["money"] }) {
  const data = [
    { label: "Not yet due", amount: money.notYetDue / 100, colour: COLOURS.main },
    { label: "Due today", amount: money.dueToday / 100, colour: COLOURS.warn },
    { label: "Overdue", amount: money.overdue / 100, colour: COLOURS.late },
  ];
  const owedTicks = poundTicks(Math.max(...data.map((line) => line.amount)));
  return (
    <ChartCard
      title="Money owed"
      summary={`${plural(money.bookings, "booking")} ${money.bookings === 1 ? "owes" : "owe"} ${formatPoundsExact(money.owed)}; ${formatPoundsExact(money.overdue)} of it is overdue (${plural(money.overdueBookings, "booking")}).`}
      figures={{
        columns: ["Due", "Owed"],
        rows: data.map((line) => ({ key: line.label, cells: [line.label, formatPoundsExact(line.amount * 100)] })),
      }}
      more={{ to: "/admin?tab=money-owed", label: "Money owed" }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={AXIS} interval={0} />
          {poundsAxis(owedTicks)}
          {poundsTooltip}
          <Bar dataKey="amount" name="Owed" isAnimationActive={false}>
            {data.map((line) => (
              <Cell key={line.label} fill={line.colour} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

function WaitingLists({ lists }: { lists: StaffOverview["waitingLists"] }) {
  const waiting = lists.reduce((sum, list) => sum + list.waiting, 0);
  const offered = lists.reduce((sum, list) => sum + list.offered, 0);
  const data = lists.map((list) => ({ label: dateLabel(list), waiting: list.waiting, offered: list.offered }));
  return (
    <ChartCard
      title="Waiting lists"
      summary={
        lists.length === 0
          ? "Nobody is waiting for a seat."
          : `${waiting} waiting and ${offered} offered a seat, on ${plural(lists.length, "date")}.`
      }
      figures={{
        columns: ["Date", "Course", "Waiting", "Offered"],
        rows: lists.map((list) => ({
          key: list.path,
          cells: [
            formatDate(list.startDate),
            <Link key="course" to={list.path} className="text-brand-700 underline">
              {list.courseTitle}
            </Link>,
            list.waiting,
            list.offered,
          ],
        })),
      }}
      more={{ to: "/admin?tab=waiting-lists", label: "Waiting lists" }}
      height={heightForBars(lists.length)}
    >
      {lists.length > 0 && <BarsPerDate data={data} stackId="people" bars={WAITING_BARS} />}
    </ChartCard>
  );
}

function Problems({
  problems,
  attention,
}: {
  problems: StaffOverview["problems"];
  attention: StaffOverview["attention"];
}) {
  const data = problems.map((day) => ({ ...day, label: shortDay(day.day) }));
  return (
    <ChartCard
      title="Failed e-mails and dead jobs, last 14 days"
      summary={`Now: ${plural(attention.failedEmails, "e-mail")} not sent, ${plural(attention.deadJobs, "job")} given up, ${plural(attention.refundsWaiting, "refund")} not yet paid back.`}
      figures={{
        columns: ["Day", "Failed e-mails", "Dead jobs"],
        rows: problems.map((day) => ({ key: day.day, cells: [formatDate(day.day), day.failedEmails, day.deadJobs] })),
      }}
    >
      <ColumnsPerWeek
        data={data}
        bars={[
          { key: "failedEmails", name: "Failed e-mails", fill: COLOURS.late },
          { key: "deadJobs", name: "Dead jobs", fill: COLOURS.warn },
        ]}
      />
    </ChartCard>
  );
}
