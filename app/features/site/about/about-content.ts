// The About page's fixed copy (SPEC §2 /about). The trainers are the
// academy's own staff profiles; photos are replaced by initials.

export const VALUES = [
  {
    title: "Honesty",
    text: "We are straight with you about what a course involves, what it costs and where it can lead, and about where we are with our own approvals.",
  },
  {
    title: "Real-world practice",
    text: "Our trainers have worked the doors, the sites and the control rooms, so every scenario and role-play reflects the job you are training for.",
  },
  {
    title: "Support to succeed",
    text: "Small groups, patient trainers and a free retake if you need one. We want you to pass, and we stay with you until you do.",
  },
  {
    title: "Respect for everyone",
    text: "Everyone is welcome in our classroom. We treat each learner with dignity and expect the same of everyone who trains with us.",
  },
] as const;

export type Trainer = { name: string; role: string; background: string; credentials: string[] };

export const TRAINERS: Trainer[] = [
  {
    name: "Marcus Reid",
    role: "Lead Trainer, Door Supervision",
    background:
      "Fifteen years working the doors in Oxford's night-time economy, the last six as head door supervisor leading teams of up to twenty. Marcus teaches conflict management and physical intervention the way it happens on a busy Saturday night.",
    credentials: ["Level 3 Award in Education and Training", "Physical intervention instructor"],
  },
  {
    name: "Priya Sharma",
    role: "CCTV and Security Operations Trainer",
    background:
      "Twelve years in public space surveillance control rooms, latterly as a shift supervisor working alongside police and council partners. Priya specialises in the legal side of CCTV: data protection, evidence handling and codes of practice.",
    credentials: ["Level 3 Award in Education and Training", "Former CCTV control room supervisor"],
  },
  {
    name: "Gareth Hughes",
    role: "First Aid Trainer",
    background:
      "A former ambulance technician with ten years on the front line, Gareth teaches Emergency First Aid at Work and the first aid elements of our security courses, with plenty of hands-on practice.",
    credentials: ["Qualified first aid instructor", "Level 3 Award in Education and Training"],
  },
];

/** 'Marcus Reid' → 'MR'. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .join("")
    .slice(0, 2);
}
