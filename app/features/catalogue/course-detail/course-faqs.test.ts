import { describe, expect, it } from "vitest";
import { whatToBring } from "#app/features/booking/what-to-bring";
import { courseFaqs } from "./course-faqs.server";

const idAnswer = (course: Parameters<typeof courseFaqs>[0]) =>
  courseFaqs(course).find((faq) => faq.question.startsWith("What ID"))?.answer;

describe("courseFaqs", () => {
  it("says what to bring as every page and e-mail does (issue 21, L4): SPEC §9's list, made precise for SIA courses", () => {
    expect(idAnswer({ prerequisites: [] })).toBe(
      "Please bring photo ID (passport or driving licence), proof of right to work in the UK and a pen and a packed " +
        "lunch. Your identity is checked before the exams, and without acceptable documents you will not be able to " +
        "sit them.",
    );
    expect(idAnswer({ prerequisites: ["EFAW certificate"] })).toContain(
      "photo ID (passport or driving licence), proof of right to work in the UK, a valid first aid certificate and a pen",
    );
    const doorSupervisor = {
      prerequisites: ["EFAW certificate"],
      siaLicenceLinked: true,
      needsFirstAidCertificate: true,
    };
    expect(idAnswer(doorSupervisor)).toContain(
      `Please bring ${whatToBring({ ...doorSupervisor, hasPrerequisites: true })
        .map((item) => item.charAt(0).toLowerCase() + item.slice(1))
        .join(", ")
        .replace(/, (a pen and a packed lunch)$/, " and $1")}.`,
    );
  });

  it("states the policy terms: results in 5-7 working days, one free retake within 6 months, the £100 deposit", () => {
    const text = courseFaqs({ prerequisites: [] })
      .map((faq) => faq.answer)
      .join(" ");
    expect(text).toContain("5-7 working days");
    expect(text).toContain("within 6 months");
    expect(text).toContain("one per booking");
    expect(text).toContain("£100 non-refundable deposit");
    expect(text).toContain("7 days before the course starts");
  });
});
