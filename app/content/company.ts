import type { SiteIconName } from './icons'
import type { Stat } from './home'

export interface Story {
  title: string
  founded: number
  paragraphs: readonly string[]
}

export interface CompanyValue {
  title: string
  description: string
  icon: SiteIconName
}

export interface LeadershipMember {
  name: string
  title: string
  bio: string
  initials: string
}

export type Department =
  'Leadership' | 'Engineering' | 'Design' | 'Growth & SEO' | 'Security' | 'Client Services'

export interface TeamMember extends LeadershipMember {
  department: Department
}

export interface WhyChoosePoint {
  title: string
  description: string
}

export type EmploymentType = 'Full-time' | 'Part-time' | 'Contract'

export interface JobOpening {
  title: string
  location: string
  type: EmploymentType
  summary: string
}

export interface Careers {
  intro: string
  perks: readonly string[]
  openings: readonly JobOpening[]
}

export const story: Story = {
  title: 'Our Story',
  founded: 2010,
  paragraphs: [
    'We started in 2010 as a small studio of three people with a shared belief: that businesses of every size deserve digital work that is thoughtfully designed, properly engineered and honestly priced. Our first projects were websites for local retailers and professional firms, built around a kitchen table and delivered with a promise to answer the phone whenever a client needed us.',
    'More than fifteen years and 250 projects later, that promise still shapes everything we do. Today our team of over fifty strategists, designers, engineers and security specialists builds websites, mobile apps and digital platforms for start-ups, established brands and public organisations. We have grown in size and capability, but we still work the same way: closely, transparently and with a genuine stake in our clients’ success.',
  ],
}

export const mission =
  'Our mission is to help organisations grow by turning their ideas into digital products that people find useful, accessible and enjoyable. We combine research, design and engineering into one seamless process, explain our decisions in plain language and measure our success by the results our clients achieve.'

export const vision =
  'We envision a web where every business, whatever its size, can compete with a digital presence that is fast, secure and inclusive. We want to be the partner that organisations trust for the long term: the team they call first when an idea is still a sketch and the team still beside them years after launch.'

export const values: readonly CompanyValue[] = [
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

const leaders: readonly TeamMember[] = [
  {
    name: 'Eleanor Vance',
    title: 'Founder & Chief Executive Officer',
    bio: 'Eleanor founded the agency in 2010 after a decade in brand and product strategy. She leads our vision, partnerships and culture, and still joins discovery workshops whenever she can.',
    initials: 'EV',
    department: 'Leadership',
  },
  {
    name: 'Rafael Mendes',
    title: 'Chief Technology Officer',
    bio: 'Rafael oversees engineering, architecture and quality across every project. He has built platforms for logistics, health and finance and champions clean, well-tested code.',
    initials: 'RM',
    department: 'Leadership',
  },
  {
    name: 'Aisha Karim',
    title: 'Head of Design',
    bio: 'Aisha leads our design practice, from user research to design systems. She is passionate about accessible interfaces and mentors designers across the studio.',
    initials: 'AK',
    department: 'Leadership',
  },
  {
    name: 'Thomas Lindqvist',
    title: 'Director of Client Services',
    bio: 'Thomas makes sure every engagement runs smoothly, on time and on budget. He is the first point of contact for many of our long-term clients and their support needs.',
    initials: 'TL',
    department: 'Leadership',
  },
]

export const leadership: readonly LeadershipMember[] = leaders

export const fullTeam: readonly TeamMember[] = [
  ...leaders,
  {
    name: 'Sophie Tran',
    title: 'Lead Frontend Engineer',
    bio: 'Sophie turns designs into fast, accessible interfaces with React and TypeScript, and runs our internal frontend guild.',
    initials: 'ST',
    department: 'Engineering',
  },
  {
    name: 'James O’Connell',
    title: 'Senior Backend Engineer',
    bio: 'James designs APIs and data models that scale, with a particular fondness for PostgreSQL and well-written migrations.',
    initials: 'JO',
    department: 'Engineering',
  },
  {
    name: 'Mei Nakamura',
    title: 'Mobile Engineering Lead',
    bio: 'Mei leads our iOS, Android and cross-platform work, and has shipped apps used by hundreds of thousands of people.',
    initials: 'MN',
    department: 'Engineering',
  },
  {
    name: 'Oliver Grant',
    title: 'Senior Product Designer',
    bio: 'Oliver crafts intuitive user journeys and polished interfaces, and loves nothing more than a productive usability session.',
    initials: 'OG',
    department: 'Design',
  },
  {
    name: 'Lucía Romero',
    title: 'UX Researcher',
    bio: 'Lucía plans and runs interviews, surveys and usability tests that keep our teams grounded in what users really need.',
    initials: 'LR',
    department: 'Design',
  },
  {
    name: 'Daniel Osei',
    title: 'SEO & Content Strategist',
    bio: 'Daniel blends technical SEO with editorial planning to grow organic traffic that actually converts.',
    initials: 'DO',
    department: 'Growth & SEO',
  },
  {
    name: 'Priya Natarajan',
    title: 'Security Consultant',
    bio: 'Priya leads our security audits and hardening work, helping clients find and fix vulnerabilities before anyone else does.',
    initials: 'PN',
    department: 'Security',
  },
  {
    name: 'Ben Hawthorne',
    title: 'Project Manager',
    bio: 'Ben keeps projects on track with clear plans, honest updates and a calm approach when priorities shift.',
    initials: 'BH',
    department: 'Client Services',
  },
]

export const whyChoose: readonly WhyChoosePoint[] = [
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

export const companyStats: readonly Stat[] = [
  { value: '15+', label: 'Years Experience' },
  { value: '50+', label: 'Team Members' },
  { value: '250+', label: 'Projects Delivered' },
  { value: '98%', label: 'Client Satisfaction' },
]

export const careers: Careers = {
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

export const companyPage = {
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
} as const

export const teamPage = {
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
} as const

export const careersPage = {
  title: 'Careers',
  metaDescription:
    'Join our digital agency: open positions in engineering, mobile development, product design and SEO, with flexible hybrid working.',
  perksTitle: 'Why You Will Love Working Here',
  openingsTitle: 'Open Positions',
  apply: 'Apply Now',
  applyHint: 'Send us your CV and a few words about yourself through the contact form.',
} as const
