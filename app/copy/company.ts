import type {
  CareersContent,
  CompanyContent,
  IconCardCopy,
  Stat,
  TeamContent,
  TeamMember,
} from './documents'

// The company, team and careers pages' starter copy: shown until an editor saves the page
// (docs/product.md §Site content).

const story: CompanyContent['story'] = {
  title: 'Our Story',
  founded: 2010,
  paragraphs: [
    'We started in 2010 as a small studio of three people with a shared belief: that businesses of every size deserve digital work that is thoughtfully designed, properly engineered and honestly priced. Our first projects were websites for local retailers and professional firms, built around a kitchen table and delivered with a promise to answer the phone whenever a client needed us.',
    'More than fifteen years and 250 projects later, that promise still shapes everything we do. Today our team of over fifty strategists, designers, engineers and security specialists builds websites, mobile apps and digital platforms for start-ups, established brands and public organisations. We have grown in size and capability, but we still work the same way: closely, transparently and with a genuine stake in our clients’ success.',
  ],
}

const mission =
  'Our mission is to help organisations grow by turning their ideas into digital products that people find useful, accessible and enjoyable. We combine research, design and engineering into one seamless process, explain our decisions in plain language and measure our success by the results our clients achieve.'

const vision =
  'We envision a web where every business, whatever its size, can compete with a digital presence that is fast, secure and inclusive. We want to be the partner that organisations trust for the long term: the team they call first when an idea is still a sketch and the team still beside them years after launch.'

const values: IconCardCopy[] = [
  {
    title: 'Excellence',
    description:
      'We hold ourselves to high standards in every line of code and every pixel, and we do not consider a job done until it is done well.',
    icon: 'award',
  },
  {
    title: 'Innovation',
    description:
      'We stay curious, experiment with emerging tools and bring fresh ideas to every brief, always in service of real user needs.',
    icon: 'lightbulb',
  },
  {
    title: 'Collaboration',
    description:
      'The best work happens together. We treat our clients as partners and share knowledge openly across disciplines.',
    icon: 'users',
  },
  {
    title: 'Integrity',
    description:
      'We are honest about timelines, costs and trade-offs, and we recommend what is right for you even when it means doing less.',
    icon: 'scale',
  },
  {
    title: 'Client Focus',
    description:
      'Your goals are our goals. We listen first, measure what matters to your business and stay accountable for the outcome.',
    icon: 'target',
  },
  {
    title: 'Continuous Learning',
    description:
      'Technology never stands still and neither do we. Training, mentoring and regular retrospectives keep our skills sharp.',
    icon: 'graduation-cap',
  },
]

const leaders: TeamMember[] = [
  {
    name: 'Eleanor Vance',
    role: 'Founder & Chief Executive Officer',
    bio: 'Eleanor founded the agency in 2010 after a decade in brand and product strategy. She leads our vision, partnerships and culture, and still joins discovery workshops whenever she can.',
    department: 'Leadership',
    leader: true,
    photo: { url: '', alt: '' },
  },
  {
    name: 'Rafael Mendes',
    role: 'Chief Technology Officer',
    bio: 'Rafael oversees engineering, architecture and quality across every project. He has built platforms for logistics, health and finance and champions clean, well-tested code.',
    department: 'Leadership',
    leader: true,
    photo: { url: '', alt: '' },
  },
  {
    name: 'Aisha Karim',
    role: 'Head of Design',
    bio: 'Aisha leads our design practice, from user research to design systems. She is passionate about accessible interfaces and mentors designers across the studio.',
    department: 'Leadership',
    leader: true,
    photo: { url: '', alt: '' },
  },
  {
    name: 'Thomas Lindqvist',
    role: 'Director of Client Services',
    bio: 'Thomas makes sure every engagement runs smoothly, on time and on budget. He is the first point of contact for many of our long-term clients and their support needs.',
    department: 'Leadership',
    leader: true,
    photo: { url: '', alt: '' },
  },
]

const fullTeam: TeamMember[] = [
  ...leaders,
  {
    name: 'Sophie Tran',
    role: 'Lead Frontend Engineer',
    bio: 'Sophie turns designs into fast, accessible interfaces with React and TypeScript, and runs our internal frontend guild.',
    department: 'Engineering',
    leader: false,
    photo: { url: '', alt: '' },
  },
  {
    name: 'James O’Connell',
    role: 'Senior Backend Engineer',
    bio: 'James designs APIs and data models that scale, with a particular fondness for PostgreSQL and well-written migrations.',
    department: 'Engineering',
    leader: false,
    photo: { url: '', alt: '' },
  },
  {
    name: 'Mei Nakamura',
    role: 'Mobile Engineering Lead',
    bio: 'Mei leads our iOS, Android and cross-platform work, and has shipped apps used by hundreds of thousands of people.',
    department: 'Engineering',
    leader: false,
    photo: { url: '', alt: '' },
  },
  {
    name: 'Oliver Grant',
    role: 'Senior Product Designer',
    bio: 'Oliver crafts intuitive user journeys and polished interfaces, and loves nothing more than a productive usability session.',
    department: 'Design',
    leader: false,
    photo: { url: '', alt: '' },
  },
  {
    name: 'Lucía Romero',
    role: 'UX Researcher',
    bio: 'Lucía plans and runs interviews, surveys and usability tests that keep our teams grounded in what users really need.',
    department: 'Design',
    leader: false,
    photo: { url: '', alt: '' },
  },
  {
    name: 'Daniel Osei',
    role: 'SEO & Content Strategist',
    bio: 'Daniel blends technical SEO with editorial planning to grow organic traffic that actually converts.',
    department: 'Growth & SEO',
    leader: false,
    photo: { url: '', alt: '' },
  },
  {
    name: 'Priya Natarajan',
    role: 'Security Consultant',
    bio: 'Priya leads our security audits and hardening work, helping clients find and fix vulnerabilities before anyone else does.',
    department: 'Security',
    leader: false,
    photo: { url: '', alt: '' },
  },
  {
    name: 'Ben Hawthorne',
    role: 'Project Manager',
    bio: 'Ben keeps projects on track with clear plans, honest updates and a calm approach when priorities shift.',
    department: 'Client Services',
    leader: false,
    photo: { url: '', alt: '' },
  },
]

const whyChoose: CompanyContent['whyChoose']['points'] = [
  {
    title: 'Proven Experience',
    description:
      'Over fifteen years and more than 250 delivered projects across retail, health, finance, education and logistics.',
  },
  {
    title: 'One Team, End to End',
    description:
      'Strategy, design, development, SEO and security under one roof, so nothing gets lost between suppliers.',
  },
  {
    title: 'Transparent Process',
    description:
      'Clear estimates, regular demos and honest reporting mean you always know where your project stands.',
  },
  {
    title: 'Support That Lasts',
    description:
      'Round-the-clock support for critical issues and ongoing care plans that keep your product secure and improving.',
  },
]

const companyStats: Stat[] = [
  { value: '15+', label: 'Years Experience' },
  { value: '50+', label: 'Team Members' },
  { value: '250+', label: 'Projects Delivered' },
  { value: '98%', label: 'Client Satisfaction' },
]

const careers: Pick<CareersContent, 'intro' | 'perks' | 'openings'> = {
  intro:
    'We are always looking for curious, kind and talented people who care about doing great work. Join a team where your ideas are heard, your growth is supported and your work reaches thousands of people every day.',
  perks: [
    'Flexible hours and hybrid working',
    'Annual learning budget for courses, books and conferences',
    'Four weeks of paid leave plus your birthday off',
    'Latest hardware and the tools you need to do your best work',
    'Mentoring, pairing and clear career progression',
    'Regular team lunches, hack days and an annual retreat',
  ],
  openings: [
    {
      title: 'Senior Full-Stack Engineer',
      location: 'Melbourne or Remote (Australia)',
      type: 'Full-time',
      summary:
        'Build and scale web applications with React, Node.js and PostgreSQL, mentor other engineers and help shape our technical standards.',
    },
    {
      title: 'Mobile Developer (Flutter / React Native)',
      location: 'Melbourne (Hybrid)',
      type: 'Full-time',
      summary:
        'Design and ship cross-platform mobile apps for clients in health, retail and logistics, from prototype to store release.',
    },
    {
      title: 'Product Designer',
      location: 'Melbourne (Hybrid)',
      type: 'Full-time',
      summary:
        'Lead projects from research to polished interfaces and contribute to the design systems that power our clients’ products.',
    },
    {
      title: 'SEO Specialist',
      location: 'Remote (Australia)',
      type: 'Part-time',
      summary:
        'Run technical audits, plan content and report on organic growth for a portfolio of long-term clients.',
    },
  ],
}

const companyPage = {
  title: 'About Our Company',
  intro:
    'Since 2010 we have helped organisations of every size turn ideas into websites, apps and digital products that make a real difference.',
  metaDescription:
    'Founded in 2010, our digital agency brings together more than fifty strategists, designers and engineers. Meet our leadership team and learn what drives us.',
  missionTitle: 'Our Mission',
  visionTitle: 'Our Vision',
  values: { title: 'Our Values', subtitle: 'The principles behind every project we take on.' },
  leadership: {
    title: 'Leadership Team',
    subtitle: 'Experienced people who lead our studio and look after our clients.',
    fullTeam: 'Meet Our Full Team',
  },
  whyChoose: {
    title: 'Why Choose Us',
    subtitle: 'What our clients value most about working with us.',
  },
  callToAction: {
    title: 'Let\u2019s build something great together',
    text: 'Whether you are starting from scratch or improving what you have, we would love to hear about it.',
    label: 'Contact Us',
    to: '/contact',
  },
}

const teamPage = {
  title: 'Our Team',
  intro:
    'Strategists, designers, engineers and specialists who care about the details. These are some of the people who will work on your project.',
  metaDescription:
    'Meet the people behind our digital agency: leadership, engineering, design, SEO, security and client services.',
  callToAction: {
    title: 'Want to join us?',
    text: 'We are always looking for curious, kind and talented people.',
    label: 'See Open Positions',
    to: '/company/careers',
  },
}

const careersPage = {
  title: 'Careers',
  metaDescription:
    'Join our digital agency: open positions in engineering, mobile development, product design and SEO, with flexible hybrid working.',
  perksTitle: 'Why You Will Love Working Here',
  openingsTitle: 'Open Positions',
  apply: 'Apply Now',
  applyHint: 'Send us your CV and a few words about yourself through the contact form.',
}

export const companyDefaults: CompanyContent = {
  eyebrow: 'About us',
  title: companyPage.title,
  intro: companyPage.intro,
  metaDescription: companyPage.metaDescription,
  story,
  missionTitle: companyPage.missionTitle,
  mission,
  visionTitle: companyPage.visionTitle,
  vision,
  values: { ...companyPage.values, items: values },
  leadership: {
    title: companyPage.leadership.title,
    subtitle: companyPage.leadership.subtitle,
    fullTeamLabel: companyPage.leadership.fullTeam,
  },
  whyChoose: { ...companyPage.whyChoose, points: whyChoose },
  stats: companyStats,
  callToAction: companyPage.callToAction,
}

export const teamDefaults: TeamContent = {
  eyebrow: 'Company',
  title: teamPage.title,
  intro: teamPage.intro,
  metaDescription: teamPage.metaDescription,
  members: fullTeam,
  callToAction: teamPage.callToAction,
}

export const careersDefaults: CareersContent = {
  eyebrow: 'Join us',
  title: careersPage.title,
  intro: careers.intro,
  metaDescription: careersPage.metaDescription,
  perksTitle: careersPage.perksTitle,
  perks: careers.perks,
  openingsTitle: careersPage.openingsTitle,
  applyHint: careersPage.applyHint,
  applyLabel: careersPage.apply,
  openings: careers.openings,
}
