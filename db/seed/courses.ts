// Seed content for Thames Valley Security Training Academy: the five courses. Plain data only; db/seed inserts it.
//
// Wording rule (SPEC §1): the academy's content is SIA-aligned and its centre
// approval by an awarding body is still in progress, so nothing here may claim
// that the academy is an approved centre.

export type SeedCourse = {
  slug: string;
  title: string;
  description: string;
  durationDays: number;
  price: number; // pence
  prerequisites: string[];
  includes: string[];
  tags: string[];
  awardingBody: string;
  syllabus: { topic: string; content: string[] }[];
  assessmentMethod: string;
  /** SIA licence-linked: door supervisor, security officer, CCTV, top-up. */
  siaLicenceLinked: boolean;
  /** An EFAW certificate is a prerequisite: door supervisor, security officer, top-up. */
  needsFirstAidCertificate: boolean;
};

const PHOTO_ID_AND_RIGHT_TO_WORK = "Photo ID (passport or driving licence) and proof of your right to work in the UK";
/** What every SIA licence-linked course includes before its own items. */
const SIA_COURSE_INCLUDES = [
  "SIA-aligned learner workbook and all course materials",
  "Awarding body registration and examination fees",
  "Qualification certificate on successful completion",
];
const FIRST_AID_PREREQUISITE =
  "A valid Emergency First Aid at Work (EFAW) certificate, or an equivalent qualification such as First " +
  "Aid at Work, with at least 12 months left to run on the first day of the course";

export const seedCourses: SeedCourse[] = [
  {
    slug: "door-supervisor",
    siaLicenceLinked: true,
    needsFirstAidCertificate: true,
    title: "SIA Door Supervisor",
    description:
      "Our six-day Door Supervisor course prepares you to work on the doors of pubs, bars, clubs, venues " +
      "and events, covering licensing law, searching, crowd safety, conflict management and physical " +
      "intervention. It leads to the nationally recognised qualification required to apply for an SIA door " +
      "supervisor licence, which also allows you to work in security guarding roles. Training runs in " +
      "small groups at Cowley Business Park, Oxford.",
    durationDays: 6,
    price: 24900,
    prerequisites: [FIRST_AID_PREREQUISITE, PHOTO_ID_AND_RIGHT_TO_WORK],
    includes: [
      ...SIA_COURSE_INCLUDES,
      "Hands-on physical intervention training with qualified instructors",
      "Guidance on completing your SIA licence application",
      "Free retake within 6 months (one per booking)",
      "Tea, coffee and refreshments throughout the course",
    ],
    tags: ["Most Popular", "Central", "Prerequisite"],
    awardingBody: "Highfield Level 2 Award for Door Supervisors in the Private Security Industry (RQF)",
    syllabus: [
      {
        topic: "Principles of Working in the Private Security Industry",
        content: [
          "The purpose of the private security industry and the role of the SIA",
          "Legislation, including the Private Security Industry Act 2001, data protection and equality law",
          "Arrest procedures, health and safety, fire safety and emergency procedures",
          "Effective communication, customer care and keeping accurate records",
          "Recognising and protecting vulnerable people, including safeguarding",
        ],
      },
      {
        topic: "Principles of Working as a Door Supervisor in the Private Security Industry",
        content: [
          "Behavioural standards and the responsibilities of a door supervisor",
          "Licensing law, the licensing objectives and admission policies",
          "Searching people and property, and dealing with drugs and weapons",
          "Crowd dynamics, queue management and safe evacuation",
          "Using radios, body-worn cameras and other equipment",
        ],
      },
      {
        topic: "Terror Threat Awareness for Door Supervisors",
        content: [
          "UK threat levels and what they mean for a venue",
          "Recognising hostile reconnaissance and suspicious behaviour",
          "Responding to an attack using the Run, Hide, Tell principles",
          "Reporting concerns and supporting the emergency services",
        ],
      },
      {
        topic: "Application of Conflict Management in the Private Security Industry",
        content: [
          "Recognising the causes and warning signs of conflict",
          "Assessing risk and using verbal and non-verbal de-escalation",
          "Problem-solving approaches and working as part of a team",
          "Post-incident reflection, support and reporting",
        ],
      },
      {
        topic: "Application of Physical Intervention Skills in the Private Security Industry",
        content: [
          "Legal and professional implications of using physical intervention",
          "Medical risks, including positional asphyxia, and how to reduce them",
          "Disengagement techniques to protect yourself and others",
          "Low-level holding, escorting and separation techniques",
          "Managing and recording an incident after an intervention",
        ],
      },
    ],
    assessmentMethod:
      "Each knowledge unit is assessed by an invigilated multiple-choice examination; conflict management " +
      "includes an observed practical scenario, and physical intervention skills are assessed by a " +
      "practical demonstration with questioning by your trainer.",
  },
  {
    slug: "security-officer",
    siaLicenceLinked: true,
    needsFirstAidCertificate: true,
    title: "SIA Security Officer",
    description:
      "This four-day course is designed for anyone looking to work as a security officer in offices, " +
      "retail, construction sites, hospitals or events. It covers the legal framework, patrolling, access " +
      "control, incident reporting and conflict management, and leads to the nationally recognised " +
      "qualification required to apply for an SIA security guarding licence.",
    durationDays: 4,
    price: 19900,
    prerequisites: [FIRST_AID_PREREQUISITE, PHOTO_ID_AND_RIGHT_TO_WORK],
    includes: [
      ...SIA_COURSE_INCLUDES,
      "Guidance on completing your SIA licence application",
      "Free retake within 6 months (one per booking)",
      "Tea, coffee and refreshments throughout the course",
    ],
    tags: ["Central", "Prerequisite"],
    awardingBody: "Highfield Level 2 Award for Security Officers in the Private Security Industry (RQF)",
    syllabus: [
      {
        topic: "Principles of Working in the Private Security Industry",
        content: [
          "The purpose of the private security industry and the role of the SIA",
          "Legislation, arrest procedures and the limits of a security officer's powers",
          "Health and safety, fire safety and emergency procedures",
          "Communication, customer care and record keeping",
          "Safeguarding and protecting vulnerable people",
        ],
      },
      {
        topic: "Principles of Working as a Security Officer in the Private Security Industry",
        content: [
          "Duties of a security officer and typical assignment instructions",
          "Access and egress control, patrolling and searching",
          "Using radios, CCTV, alarms and other security equipment",
          "Reporting incidents, keeping logs and preserving evidence",
        ],
      },
      {
        topic: "Terror Threat Awareness",
        content: [
          "UK threat levels and common attack methods",
          "Spotting hostile reconnaissance and suspicious items",
          "Run, Hide, Tell and how to report concerns",
        ],
      },
      {
        topic: "Application of Conflict Management in the Private Security Industry",
        content: [
          "Recognising the causes and warning signs of conflict",
          "Verbal and non-verbal techniques to calm a situation",
          "Keeping yourself and others safe when tension rises",
          "Learning from incidents and post-incident support",
        ],
      },
    ],
    assessmentMethod:
      "Knowledge units are assessed by invigilated multiple-choice examinations, and conflict management " +
      "also includes an observed practical scenario with your trainer.",
  },
  {
    slug: "cctv-pss",
    siaLicenceLinked: true,
    needsFirstAidCertificate: false,
    title: "SIA CCTV Operator (Public Space Surveillance)",
    description:
      "Our three-day CCTV course trains you to monitor public spaces from a control room, covering the law " +
      "on surveillance and data protection, camera operation, incident response and evidence handling. It " +
      "leads to the nationally recognised qualification required to apply for an SIA Public Space " +
      "Surveillance (CCTV) licence, with plenty of hands-on time on live camera equipment.",
    durationDays: 3,
    price: 17900,
    prerequisites: [],
    includes: [
      "SIA-aligned learner workbook and all course materials",
      "Practical sessions using pan, tilt and zoom camera equipment",
      "Awarding body registration and examination fees",
      "Qualification certificate on successful completion",
      "Free retake within 6 months (one per booking)",
      "Tea, coffee and refreshments throughout the course",
    ],
    tags: ["Central"],
    awardingBody:
      "Highfield Level 2 Award for CCTV Operators (Public Space Surveillance) in the Private Security " +
      "Industry (RQF)",
    syllabus: [
      {
        topic: "Principles of Working in the Private Security Industry",
        content: [
          "The purpose of the private security industry and the role of the SIA",
          "Relevant legislation, health and safety and emergency procedures",
          "Communication, customer care and record keeping",
          "Safeguarding, vulnerable people and terror threat awareness",
        ],
      },
      {
        topic: "Principles and Practices of Working as a CCTV Operator",
        content: [
          "Roles and responsibilities of a CCTV operator and the control room team",
          "Data protection, UK GDPR and the Surveillance Camera Code of Practice",
          "Privacy, the Human Rights Act and when surveillance needs authorisation",
          "Control room procedures, shift handovers and working with the police",
        ],
      },
      {
        topic: "Practical Operation of CCTV Equipment",
        content: [
          "Operating pan, tilt and zoom cameras and monitoring multiple screens",
          "Identifying, tracking and recording suspicious behaviour",
          "Completing incident logs and producing evidence to the required standard",
          "Checking and reporting equipment faults",
        ],
      },
      {
        topic: "Incident Response and Evidence Handling",
        content: [
          "Recognising incidents and alerting the appropriate responders",
          "Continuity of evidence and handling recorded footage securely",
          "Responding to requests for footage and subject access requests",
        ],
      },
    ],
    assessmentMethod:
      "Knowledge is assessed by invigilated multiple-choice examinations, and camera skills are assessed " +
      "through a practical exercise in which you operate CCTV equipment and complete an incident report.",
  },
  {
    slug: "efaw",
    siaLicenceLinked: false,
    needsFirstAidCertificate: false,
    title: "Emergency First Aid at Work (EFAW)",
    description:
      "A one-day course that gives you the skills to deal with an emergency at work, from CPR and using a " +
      "defibrillator to controlling serious bleeding. It meets the HSE requirements for workplace " +
      "emergency first aiders and is also the first aid qualification required before starting door " +
      "supervisor and security officer training.",
    durationDays: 1,
    price: 9500,
    prerequisites: [],
    includes: [
      "First aid manual and all course materials",
      "Hands-on practice with CPR manikins and a training defibrillator",
      "Awarding body registration fee",
      "Qualification certificate, valid for three years",
      "Free retake within 6 months (one per booking)",
      "Tea, coffee and refreshments throughout the day",
    ],
    tags: ["Most Popular"],
    awardingBody: "Qualsafe Level 3 Award in Emergency First Aid at Work (RQF)",
    syllabus: [
      {
        topic: "The Role of the First Aider",
        content: [
          "Responsibilities of an emergency first aider at work",
          "Preventing cross-infection and the use of protective equipment",
          "Recording incidents and the first aid kit",
        ],
      },
      {
        topic: "Assessing an Incident and the Unresponsive Casualty",
        content: [
          "Making the scene safe and calling the emergency services",
          "Primary survey and opening the airway",
          "Placing a casualty in the recovery position",
        ],
      },
      {
        topic: "CPR and Defibrillation",
        content: [
          "Recognising cardiac arrest",
          "Performing adult cardiopulmonary resuscitation (CPR)",
          "Safe use of an automated external defibrillator (AED)",
        ],
      },
      {
        topic: "Choking, Seizures and Shock",
        content: [
          "Helping an adult who is choking",
          "Managing a casualty having a seizure",
          "Recognising and treating shock",
        ],
      },
      {
        topic: "Bleeding and Minor Injuries",
        content: [
          "Controlling life-threatening bleeding, including the use of haemostatic dressings and tourniquets",
          "Treating cuts, grazes, bruises and splinters",
          "Treating minor burns and scalds",
        ],
      },
    ],
    assessmentMethod:
      "Assessed throughout the day by practical observation of your first aid skills, including CPR, " +
      "followed by a short multiple-choice theory paper.",
  },
  {
    slug: "top-up-door-supervisor",
    siaLicenceLinked: true,
    needsFirstAidCertificate: true,
    title: "Door Supervisor Top-Up Refresher",
    description:
      "This two-day refresher is for licensed door supervisors who achieved their qualification before " +
      "April 2021 and need top-up training before renewing their SIA licence. It covers terror threat " +
      "awareness, the use of equipment such as body-worn cameras, and updated physical intervention skills.",
    durationDays: 2,
    price: 14900,
    prerequisites: ["A current SIA door supervisor licence", FIRST_AID_PREREQUISITE],
    includes: [
      "SIA-aligned top-up workbook and all course materials",
      "Awarding body registration and examination fees",
      "Qualification certificate on successful completion",
      "Practical physical intervention refresher with qualified instructors",
      "Guidance on renewing your SIA licence",
      "Tea, coffee and refreshments throughout the course",
    ],
    tags: ["Prerequisite"],
    awardingBody: "Highfield Level 2 Award for Door Supervisors in the Private Security Industry (Top-Up) (RQF)",
    syllabus: [
      {
        topic: "Principles of Terror Threat Awareness in the Private Security Industry",
        content: [
          "UK threat levels and the current terrorist threat",
          "Recognising hostile reconnaissance and suspicious behaviour",
          "Responding to an attack using the Run, Hide, Tell principles",
          "Reporting concerns and the door supervisor's role in public safety",
        ],
      },
      {
        topic: "Principles of Using Equipment as a Door Supervisor",
        content: [
          "Using two-way radios and following radio procedure",
          "Body-worn cameras, data protection and handling recordings",
          "Other equipment used on the door, such as search wands and counting devices",
        ],
      },
      {
        topic: "Application of Physical Intervention Skills: Law and Risk Reduction",
        content: [
          "Legal and professional implications of using physical intervention",
          "Medical risks, including positional asphyxia, and how to reduce them",
          "Duty of care towards the person being restrained",
        ],
      },
      {
        topic: "Application of Physical Intervention Skills: Practical Techniques",
        content: [
          "Disengagement techniques to protect yourself and others",
          "Low-level holding, escorting and separation techniques",
          "Recording and reporting an intervention",
        ],
      },
    ],
    assessmentMethod:
      "Terror threat awareness and the use of equipment are assessed by invigilated multiple-choice " +
      "examinations, and physical intervention skills by a practical demonstration with questioning by " +
      "your trainer.",
  },
];
