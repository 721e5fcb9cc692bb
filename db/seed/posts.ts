// Seed content: the first blog articles. Plain data only; db/seed inserts it.
//
// Wording rule (SPEC §1): the academy's content is SIA-aligned and its centre
// approval by an awarding body is still in progress, so nothing here may claim
// that the academy is an approved centre.

export type SeedPost = {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  featuredImage: string;
  imageAlt: string;
  tags: string[];
  published: boolean;
  daysAgo: number;
};

export const seedPosts: SeedPost[] = [
  {
    slug: "how-to-get-your-sia-door-supervisor-licence-2026",
    title: "How to Get Your SIA Door Supervisor Licence in 2026: Step by Step",
    excerpt:
      "Thinking about working on the door? Here is exactly what you need to do to get your SIA door " +
      "supervisor licence, from first aid training to your licence application.",
    content: [
      "<p>Door supervision is one of the most common ways into the UK security industry. Pubs, bars, " +
        "clubs, festivals and sporting venues all need licensed door staff, and the same licence also lets " +
        "you work in security guarding roles. If you are starting from scratch, this guide takes you " +
        "through each step.</p>",
      "<h2>Step 1: Check you are eligible</h2>",
      "<p>To hold an SIA licence you must be <strong>18 or over</strong> and have the right to work in the " +
        "UK. The SIA carries out identity and criminal record checks on every applicant. If you have lived " +
        "outside the UK for six months or more in the last five years, you will also need overseas " +
        "criminal record information. A criminal record does not automatically rule you out, but it will " +
        "be taken into account.</p>",
      "<h2>Step 2: Get your first aid qualification</h2>",
      "<p>Before you can start door supervisor training you need a valid <strong>Emergency First Aid at " +
        "Work (EFAW)</strong> certificate, or an equivalent such as First Aid at Work. It must still be " +
        "valid for at least 12 months on the first day of your door supervisor course. Our one-day <a " +
        'href="/courses/efaw">EFAW course</a> covers everything you need.</p>',
      "<h2>Step 3: Complete the door supervisor qualification</h2>",
      "<p>The Level 2 Award for Door Supervisors in the Private Security Industry takes six days in the " +
        "classroom and is made up of four units:</p>",
      "<ul>\n" +
        "<li>Principles of Working in the Private Security Industry</li>\n" +
        "<li>Principles of Working as a Door Supervisor, including terror threat awareness</li>\n" +
        "<li>Application of Conflict Management</li>\n" +
        "<li>Application of Physical Intervention Skills</li>\n" +
        "</ul>",
      "<p>You will sit multiple-choice exams for the knowledge units and be assessed practically on " +
        "conflict management and physical intervention. You will also need a good standard of English, " +
        "which is checked before the course starts. Our SIA-aligned <a " +
        'href="/courses/door-supervisor">Door Supervisor course</a> is delivered in small groups at Cowley ' +
        "Business Park in Oxford.</p>",
      "<h2>Step 4: Apply to the SIA</h2>",
      "<p>Once your results are confirmed, you apply for your licence online through an SIA account. You " +
        "will need your identity documents, five years of address history and the licence fee. Check the " +
        "SIA website for the current fee before you apply, as it can change.</p>",
      "<h2>Step 5: Wait for your decision</h2>",
      "<p>Many applications are decided within a few weeks, although extra checks can take longer. Keep an " +
        "eye on your SIA account and respond quickly to any requests for information. When your licence " +
        "arrives it is valid for <strong>three years</strong>, and you must wear it where it can be seen " +
        "whenever you are working.</p>",
      "<h2>Ready to start?</h2>",
      "<p>If you have questions about which course is right for you, or want help planning your training " +
        'around work, <a href="/contact">get in touch with our team</a>. We reply to every message within ' +
        "24 hours.</p>",
    ].join("\n\n"),
    featuredImage: "/images/blog/how-to-get-your-sia-door-supervisor-licence-2026.webp",
    imageAlt: "Door supervisor in a high-visibility armband checking identification at the entrance to a bar",
    tags: ["Door Supervisor", "SIA Licence", "Careers"],
    published: true,
    daysAgo: 5,
  },
  {
    slug: "sia-top-up-training-explained",
    title: "Renewing Your Licence? SIA Top-Up Training Explained",
    excerpt:
      "If you qualified as a door supervisor before April 2021, you will need top-up training before you " +
      "can renew your SIA licence. Here is what it involves and how to plan for it.",
    content: [
      "<p>An SIA door supervisor licence lasts for three years. When it is time to renew, many experienced " +
        "door supervisors are surprised to find they need to go back into the classroom first. This is " +
        "because of the <strong>top-up training</strong> requirement, which applies to anyone whose " +
        "qualification was achieved before the SIA updated its training in April 2021.</p>",
      "<h2>Why top-up training exists</h2>",
      "<p>The role of door staff has changed a great deal over the last decade. Venues now expect their " +
        "teams to spot the early signs of a terrorist threat, use body-worn cameras properly and keep " +
        "physical intervention as safe as possible. The updated qualification covers these areas, and the " +
        "top-up makes sure that existing licence holders have the same knowledge as people who have " +
        "qualified more recently.</p>",
      "<h2>Who needs it</h2>",
      "<ul>\n" +
        "<li>Door supervisors whose qualification was achieved before April 2021</li>\n" +
        "<li>Anyone planning to renew a door supervisor licence on the strength of an older " +
        "qualification</li>\n" +
        "</ul>",
      "<p>If you qualified more recently, you will not normally need the top-up. Security officers have " +
        "their own, shorter top-up course. If you are unsure which applies to you, check the date on your " +
        "qualification certificate or ask us.</p>",
      "<h2>What the course covers</h2>",
      '<p>Our two-day <a href="/courses/top-up-door-supervisor">Door Supervisor Top-Up Refresher</a> ' +
        "covers three areas:</p>",
      "<ul>\n" +
        "<li><strong>Terror threat awareness</strong>: threat levels, hostile reconnaissance and how to " +
        "respond to an attack</li>\n" +
        "<li><strong>Using equipment</strong>: radios, body-worn cameras and handling recordings " +
        "lawfully</li>\n" +
        "<li><strong>Physical intervention</strong>: updated techniques with a strong focus on reducing " +
        "risk</li>\n" +
        "</ul>",
      "<p>You will sit short multiple-choice exams and demonstrate your physical intervention skills to " +
        "your trainer.</p>",
      "<h2>Do not forget first aid</h2>",
      "<p>You will also need a valid Emergency First Aid at Work certificate, or an equivalent, with at " +
        "least 12 months left to run when the top-up starts. If yours has expired, book onto our <a " +
        'href="/courses/efaw">EFAW course</a> first.</p>',
      "<h2>Plan ahead</h2>",
      "<p>The SIA recommends applying to renew up to four months before your licence expires, so leave " +
        "enough time to complete your training and receive your results first. If your licence has already " +
        'lapsed or you are new to the industry, the full <a href="/courses/door-supervisor">SIA Door ' +
        "Supervisor course</a> is the right place to start.</p>",
    ].join("\n\n"),
    featuredImage: "/images/blog/sia-top-up-training-explained.webp",
    imageAlt: "Trainer demonstrating a disengagement technique to door supervisors in a training room",
    tags: ["Door Supervisor", "Top-Up Training", "SIA Licence"],
    published: true,
    daysAgo: 19,
  },
  {
    slug: "emergency-first-aid-at-work-employers-guide",
    title: "Emergency First Aid at Work: What Employers Need to Know",
    excerpt:
      "Every employer must make adequate first aid provision. We explain how to work out what your " +
      "business needs, and when Emergency First Aid at Work training is the right choice.",
    content: [
      "<p>Under the <strong>Health and Safety (First-Aid) Regulations 1981</strong>, every employer in " +
        "Great Britain must provide adequate and appropriate first aid equipment, facilities and people. " +
        "What counts as adequate depends on your business, and it is up to you to work it out.</p>",
      "<h2>Start with a first aid needs assessment</h2>",
      "<p>The HSE expects employers to assess their first aid needs. Think about:</p>",
      "<ul>\n" +
        "<li>The hazards in your workplace, from office work to machinery or chemicals</li>\n" +
        "<li>How many people you employ, and whether they work shifts, alone or off-site</li>\n" +
        "<li>Your history of accidents and ill health</li>\n" +
        "<li>How far you are from emergency medical help</li>\n" +
        "<li>Cover for holidays and sickness among your first aiders</li>\n" +
        "</ul>",
      "<h2>EFAW or FAW?</h2>",
      "<p>There are two main workplace first aid qualifications. <strong>Emergency First Aid at Work " +
        "(EFAW)</strong> is a one-day course that covers life-saving skills such as CPR, using a " +
        "defibrillator, choking, serious bleeding and shock. <strong>First Aid at Work (FAW)</strong> " +
        "takes three days and adds a wider range of injuries and illnesses. For many lower-risk " +
        "workplaces, such as offices and shops, EFAW-trained staff are enough. Higher-risk or larger sites " +
        "may need FAW. Your needs assessment should guide the decision.</p>",
      "<h2>Keeping certificates valid</h2>",
      "<p>EFAW and FAW certificates are valid for <strong>three years</strong>. The HSE strongly " +
        "recommends short annual refreshers in between, as practical skills such as CPR fade quickly if " +
        "they are not practised. Keep a simple record of who is trained and when their certificates expire " +
        "so that nobody slips through the net.</p>",
      "<h2>First aid in the security industry</h2>",
      "<p>If you employ door supervisors or security officers, first aid is not optional. Anyone starting " +
        "SIA licence-linked training for these roles must already hold a valid EFAW certificate, or an " +
        "equivalent, with at least 12 months remaining. Since October 2024 that training must also cover " +
        "life-threatening bleeding and opening the airway. Security staff are often first on the scene, so " +
        "these skills genuinely save lives.</p>",
      "<h2>Training your team</h2>",
      '<p>Our one-day <a href="/courses/efaw">Emergency First Aid at Work course</a> runs at Cowley ' +
        "Business Park in Oxford, and we offer group discounts for five or more learners. If your staff " +
        'are moving into security work, it pairs naturally with our <a href="/courses/door-supervisor">SIA ' +
        'Door Supervisor course</a>. <a href="/contact">Contact us</a> to discuss group bookings or ' +
        "invoicing.</p>",
    ].join("\n\n"),
    featuredImage: "/images/blog/emergency-first-aid-at-work-employers-guide.webp",
    imageAlt: "Learners practising CPR on training manikins with a defibrillator during a first aid course",
    tags: ["First Aid", "EFAW", "Employers"],
    published: true,
    daysAgo: 40,
  },
  {
    slug: "working-as-a-cctv-operator-a-day-in-the-life",
    title: "Working as a CCTV Operator: A Day in the Life",
    excerpt:
      "What does a CCTV operator actually do all shift? We follow a typical day in a town centre control " +
      "room, from the handover to the late-night rush.",
    content: [
      "<p>Public space surveillance operators are the eyes of a town centre. They work in control rooms " +
        "run by councils, shopping centres, transport hubs and private security companies, watching live " +
        "cameras and helping police, door staff and other responders deal with incidents quickly and " +
        "safely. Here is what a typical late shift looks like.</p>",
      "<h2>2pm: Handover</h2>",
      "<p>The shift starts with a handover from the day team. The operator reads the log, checks for " +
        "ongoing incidents, missing people or wanted suspects, and notes any planned events such as a " +
        "football match or a street market. Every camera is then checked to make sure it is working and " +
        "pointing where it should be. Faults are reported straight away.</p>",
      "<h2>Afternoon: Proactive monitoring</h2>",
      "<p>Much of the job is proactive. Operators patrol the town using the cameras, watching for " +
        "shoplifting, anti-social behaviour and people who may be vulnerable. When a store detective " +
        "radios in about a suspected thief, the operator tracks the person across several cameras and " +
        "records everything they see in the incident log.</p>",
      "<h2>Evening: The night-time economy</h2>",
      "<p>As pubs and bars fill up, the control room works closely with door supervisors over the shared " +
        "radio. The operator might spot a group becoming aggressive in a queue and alert the door team " +
        "before things escalate, or direct police to a fight that has broken out around the corner. " +
        "Understanding how door staff work, something covered in our <a " +
        'href="/courses/door-supervisor">SIA Door Supervisor course</a>, makes this teamwork much ' +
        "smoother.</p>",
      "<h2>Evidence and the law</h2>",
      "<p>Footage can end up in court, so operators must follow strict procedures:</p>",
      "<ul>\n" +
        "<li>Recording incidents accurately and at the time they happen</li>\n" +
        "<li>Keeping a clear continuity of evidence when footage is produced</li>\n" +
        "<li>Complying with data protection law and the Surveillance Camera Code of Practice</li>\n" +
        "<li>Respecting privacy and never using cameras for personal curiosity</li>\n" +
        "</ul>",
      "<h2>Is it the right job for you?</h2>",
      "<p>Good CCTV operators are patient, observant and calm under pressure. They are comfortable with " +
        "technology and write clear, accurate reports. Shifts can be long and include nights and weekends, " +
        "but few jobs give you such a direct role in keeping your community safe.</p>",
      "<p>To work in public space surveillance you need an <strong>SIA CCTV licence</strong>. Our " +
        'three-day <a href="/courses/cctv-pss">SIA CCTV Operator course</a> covers the law, control room ' +
        "procedures and plenty of hands-on camera practice.</p>",
    ].join("\n\n"),
    featuredImage: "/images/blog/working-as-a-cctv-operator-a-day-in-the-life.webp",
    imageAlt: "CCTV operator monitoring a wall of screens showing town centre cameras in a control room",
    tags: ["CCTV", "Careers"],
    published: false,
    daysAgo: 2,
  },
];
