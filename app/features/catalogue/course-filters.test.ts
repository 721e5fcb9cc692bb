import { describe, expect, it } from "vitest";
import {
  compareTitles,
  courseQueryString,
  filterAndSortCourses,
  parseCourseQuery,
  type CourseQuery,
} from "./course-filters";

const courses = [
  {
    title: "SIA Door Supervisor",
    description: "Work on the doors",
    tags: ["Most Popular", "Central", "Prerequisite"],
    price: 24_900,
    durationDays: 6,
  },
  {
    title: "Emergency First Aid at Work",
    description: "Save a life",
    tags: ["Most Popular"],
    price: 9_500,
    durationDays: 1,
  },
  {
    title: "CCTV Operator",
    description: "Public space surveillance",
    tags: ["Central"],
    price: 17_900,
    durationDays: 3,
  },
  {
    title: "Door Supervisor Top-Up",
    description: "Refresher for licence renewal",
    tags: ["Prerequisite"],
    price: 14_900,
    durationDays: 2,
  },
];
const titles = (query: Partial<CourseQuery>) =>
  filterAndSortCourses(courses, { search: "", filter: "all", sort: "name", ...query }).map((c) => c.title);

describe("filterAndSortCourses", () => {
  it.each<[Partial<CourseQuery>, string[]]>([
    [{}, ["CCTV Operator", "Door Supervisor Top-Up", "Emergency First Aid at Work", "SIA Door Supervisor"]],
    [
      { sort: "price" },
      ["Emergency First Aid at Work", "Door Supervisor Top-Up", "CCTV Operator", "SIA Door Supervisor"],
    ],
    [
      { sort: "duration" },
      ["Emergency First Aid at Work", "Door Supervisor Top-Up", "CCTV Operator", "SIA Door Supervisor"],
    ],
    [{ filter: "popular" }, ["Emergency First Aid at Work", "SIA Door Supervisor"]],
    [{ filter: "central" }, ["CCTV Operator", "SIA Door Supervisor"]],
    [{ filter: "prerequisites" }, ["Door Supervisor Top-Up", "SIA Door Supervisor"]],
    [{ search: "door" }, ["Door Supervisor Top-Up", "SIA Door Supervisor"]],
    [{ search: "SURVEILLANCE" }, ["CCTV Operator"]],
    [{ search: "door", filter: "popular" }, ["SIA Door Supervisor"]],
    [{ search: "welding" }, []],
  ])("%j → %j", (query, expected) => expect(titles(query)).toEqual(expected));
});

describe("compareTitles", () => {
  it("orders English titles as en-GB collation does, without loading it", () => {
    const titles = [
      "SIA Door Supervisor",
      "cctv refresher",
      "CCTV Operator",
      "Door Supervisor Top-Up",
      "door supervisor",
      "Emergency First Aid at Work",
      "First Aid at Work",
      "First Aid at Work (Requalification)",
      "Security Officer",
      "security officer top-up",
      "Zebra",
      "a",
      "A",
    ];
    const ours = [...titles].sort(compareTitles);
    expect(ours).toEqual([...titles].sort((a, b) => a.localeCompare(b, "en-GB")));
    expect(ours.slice(0, 3)).toEqual(["a", "A", "CCTV Operator"]);
  });
});

describe("the URL query", () => {
  it.each([
    ["", { search: "", filter: "all", sort: "name" }],
    ["?q=door&filter=central&sort=price", { search: "door", filter: "central", sort: "price" }],
    ["?filter=bogus&sort=<script>", { search: "", filter: "all", sort: "name" }],
  ])("%s parses to %j and back", (query, parsed) => {
    expect(parseCourseQuery(new URLSearchParams(query))).toEqual(parsed);
    if (!query.includes("bogus")) expect(courseQueryString(parsed as CourseQuery)).toBe(query);
  });
});
