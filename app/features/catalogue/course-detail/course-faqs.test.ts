import { describe, expect, it } from "vitest";
import { courseFaqs } from "./course-faqs.server";

const idAnswer = (prerequisites: string[]) =>
  courseFaqs({ prerequisites }).find((faq) => faq.question.startsWith("What ID"))?.answer;

describe("courseFaqs", () => {
  it("asks for photo ID and right-to-work proof, and a first aid certificate only when the course has prerequisites", () => {
    expect(idAnswer([])).toBe(
      "Please bring photo ID (passport or driving licence) and proof of right to work in the UK. Your identity is " +
        "checked before the exams, and without acceptable documents you will not be able to sit them.",
    );
    expect(idAnswer(["EFAW certificate"])).toContain(
      "photo ID (passport or driving licence), proof of right to work in the UK and a valid first aid certificate.",
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
