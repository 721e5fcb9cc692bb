// The course page's FAQ. Answers follow SPEC §9: results in 5-7 working days,
// one free retake within 6 months, the £100 deposit rule and first-day ID.
// Written on the server (page loader and GET /api/courses/slug/:slug): the
// text is content, so it travels with the data rather than in the page's script.
import { whatToBringForCourse } from "#app/features/booking/what-to-bring";
import type { PublicCourse } from "../catalogue.server";
import type { Faq } from "./course-faq";

/** What GET /api/courses/slug/:slug answers: the course and its FAQ. */
export type CourseWithFaqs = PublicCourse & { faqs: Faq[] };

export function withFaqs(course: PublicCourse): CourseWithFaqs {
  return { ...course, faqs: courseFaqs(course) };
}

function listSentence(items: string[]): string {
  const lower = items.map((item) => item.charAt(0).toLowerCase() + item.slice(1));
  return lower.length <= 1 ? (lower[0] ?? "") : `${lower.slice(0, -1).join(", ")} and ${lower[lower.length - 1]}`;
}

export function courseFaqs(course: Parameters<typeof whatToBringForCourse>[0]): Faq[] {
  return [
    {
      question: "What ID do I need to bring on the first day?",
      answer:
        `Please bring ${listSentence(whatToBringForCourse(course))}. ` +
        "Your identity is checked before the exams, and without acceptable documents you will not be able to sit them.",
    },
    {
      question: "When will I get my results?",
      answer:
        "Results are normally confirmed within 5-7 working days of your exam. We let you know as soon as they " +
        "come through, and your certificate follows from the awarding body.",
    },
    {
      question: "How do I apply for my SIA licence after passing?",
      answer:
        "Once your results are confirmed you apply online through an SIA account on GOV.UK, with your identity " +
        "documents, five years of address history and the licence fee. Your trainer explains each step during " +
        "the course, and we are happy to help if you get stuck.",
    },
    {
      question: "Do I have to pay the full fee when I book?",
      answer:
        "For courses over £150 that start more than 7 days away, you can secure your place with a £100 " +
        "non-refundable deposit and pay the remaining balance 7 days before the course starts. Courses of £150 " +
        "or less, and any course starting within 7 days, are paid in full when you book.",
    },
    {
      question: "Is there a free retake?",
      answer:
        "Yes. If you do not pass an exam first time, you can retake it free of charge within 6 months of your " +
        "course. The free retake is limited to one per booking.",
    },
    {
      question: "What happens if I fail?",
      answer:
        "Your trainer goes through the areas you need to work on and helps you prepare, then we book your free " +
        "retake on a date that suits you. If you need a further attempt after that, contact us and we will talk " +
        "you through the options.",
    },
  ];
}
