import type {
  IconCardCopy,
  ProcessStep,
  Service,
  ServiceCategory,
  ServicesContent,
  Technology,
} from './documents'

export type ServiceFilter = 'all' | ServiceCategory

export const homeServices: IconCardCopy[] = [
  {
    title: 'Website Development',
    description:
      'Fast, accessible websites built to convert: custom coded, or on WordPress, Shopify and other CMS platforms your team can manage with ease.',
    icon: 'globe',
  },
  {
    title: 'Native App Development',
    description:
      'High-performance iOS and Android apps built with native tooling for the smoothest experience and full access to every device capability.',
    icon: 'smartphone',
  },
  {
    title: 'Hybrid App Development',
    description:
      'Cross-platform apps from a single codebase that look and feel native, reaching every user sooner and at a lower cost of ownership.',
    icon: 'layers',
  },
  {
    title: 'Search Engine Optimization',
    description:
      'Technical SEO, content strategy and clear reporting that lift your rankings and bring the right visitors to your site month after month.',
    icon: 'search',
  },
  {
    title: 'Cyber Security',
    description:
      'Security audits, hardening and monitoring that protect your customers, your data and your reputation against evolving threats.',
    icon: 'shield-check',
  },
  {
    title: 'UI/UX Design',
    description:
      'Research-led interfaces and design systems that make complex products feel simple, consistent and genuinely enjoyable to use.',
    icon: 'palette',
  },
]

export const serviceCategories = [
  { value: 'all', label: 'All Services' },
  { value: 'web', label: 'Web Development' },
  { value: 'app', label: 'App Development' },
  { value: 'seo', label: 'SEO' },
  { value: 'security', label: 'Cyber Security' },
  { value: 'design', label: 'Design' },
] as const satisfies readonly { value: ServiceFilter; label: string }[]

const catalog: Service[] = [
  {
    title: 'WordPress Development',
    description:
      'Custom themes and plugins, block-based editing and performance tuning that turn WordPress into a fast, secure and easy-to-manage marketing platform.',
    icon: 'layout-template',
    category: 'web',
  },
  {
    title: 'Shopify Development',
    description:
      'Bespoke Shopify storefronts, app integrations and checkout optimisation designed to grow average order value and keep shoppers coming back.',
    icon: 'shopping-bag',
    category: 'web',
  },
  {
    title: 'Custom Web Development',
    description:
      'Tailor-made web applications, portals and APIs engineered with modern frameworks for the workflows that off-the-shelf software cannot handle.',
    icon: 'code',
    category: 'web',
  },
  {
    title: 'iOS Development',
    description:
      'Native iPhone and iPad apps written in Swift, following platform guidelines closely for a polished experience and a smooth App Store review.',
    icon: 'smartphone',
    category: 'app',
  },
  {
    title: 'Android Development',
    description:
      'Native Android apps in Kotlin, optimised for the full range of devices and screen sizes, from budget phones to tablets and foldables.',
    icon: 'tablet-smartphone',
    category: 'app',
  },
  {
    title: 'React Native Development',
    description:
      'Cross-platform apps that share one React codebase across iOS and Android while keeping native performance where it matters most.',
    icon: 'atom',
    category: 'app',
  },
  {
    title: 'Flutter Development',
    description:
      'Expressive, pixel-perfect apps built with Flutter, delivering a consistent brand experience on mobile, web and desktop from a single codebase.',
    icon: 'feather',
    category: 'app',
  },
  {
    title: 'Technical SEO',
    description:
      'Site audits, Core Web Vitals improvements, structured data and crawl optimisation that give search engines every reason to rank you higher.',
    icon: 'gauge',
    category: 'seo',
  },
  {
    title: 'Content Strategy',
    description:
      'Keyword research, editorial planning and on-page copy that answer real customer questions and build lasting organic visibility.',
    icon: 'file-text',
    category: 'seo',
  },
  {
    title: 'Analytics & Reporting',
    description:
      'Privacy-conscious measurement, clear dashboards and monthly insight reports that show what is working and where to invest next.',
    icon: 'chart-column',
    category: 'seo',
  },
  {
    title: 'Cyber Security Audits',
    description:
      'Vulnerability assessments, configuration reviews and practical remediation plans that close the gaps before attackers can find them.',
    icon: 'shield-check',
    category: 'security',
  },
  {
    title: 'UI/UX Design',
    description:
      'User research, wireframes, interactive prototypes and scalable design systems that make your product intuitive from the very first tap.',
    icon: 'palette',
    category: 'design',
  },
]

const processSteps: ProcessStep[] = [
  {
    title: 'Discovery',
    description:
      'We get to know your business, your audience and your goals, then agree on a clear scope, timeline and budget before any work begins.',
    bullets: [
      'Stakeholder workshops and interviews',
      'Audience and competitor research',
      'Requirements and success metrics',
      'Project roadmap and estimate',
    ],
  },
  {
    title: 'Design',
    description:
      'We shape the experience from structure to pixels, validating ideas with clickable prototypes so there are no surprises later.',
    bullets: [
      'Information architecture and user flows',
      'Wireframes and interactive prototypes',
      'Visual design and design system',
      'Usability testing with real users',
    ],
  },
  {
    title: 'Development',
    description:
      'Our engineers build your product in short sprints with regular demos, so you can see progress and give feedback every step of the way.',
    bullets: [
      'Agile sprints with fortnightly demos',
      'Clean, documented and reviewed code',
      'Integrations with your existing tools',
      'Performance and accessibility built in',
    ],
  },
  {
    title: 'Testing',
    description:
      'Every release is checked thoroughly across devices, browsers and edge cases before it reaches a single customer.',
    bullets: [
      'Automated unit and end-to-end tests',
      'Cross-browser and device testing',
      'Security and performance checks',
      'User acceptance testing with your team',
    ],
  },
  {
    title: 'Deployment & Support',
    description:
      'We launch with care and stay with you afterwards, monitoring, maintaining and improving your product as your business grows.',
    bullets: [
      'Zero-downtime launch and go-live checklist',
      'Monitoring, backups and security updates',
      '24/7 support for critical issues',
      'Ongoing improvements and new features',
    ],
  },
]

const technologies: Technology[] = [
  { name: 'React', group: 'Frontend' },
  { name: 'Next.js', group: 'Frontend' },
  { name: 'TypeScript', group: 'Frontend' },
  { name: 'Vue.js', group: 'Frontend' },
  { name: 'Tailwind CSS', group: 'Frontend' },
  { name: 'Node.js', group: 'Backend' },
  { name: 'Python', group: 'Backend' },
  { name: 'PostgreSQL', group: 'Backend' },
  { name: 'MongoDB', group: 'Backend' },
  { name: 'Swift', group: 'Mobile' },
  { name: 'Kotlin', group: 'Mobile' },
  { name: 'Flutter', group: 'Mobile' },
  { name: 'React Native', group: 'Mobile' },
  { name: 'WordPress', group: 'CMS & Commerce' },
  { name: 'Shopify', group: 'CMS & Commerce' },
  { name: 'AWS', group: 'Cloud & DevOps' },
  { name: 'Docker', group: 'Cloud & DevOps' },
  { name: 'Figma', group: 'Design' },
]

const details: ServicesContent['details'] = {
  'web-development': {
    eyebrow: 'Our Services',
    title: 'Website Development',
    metaDescription:
      'Custom coded, WordPress and Shopify websites that are fast, accessible, secure and built to convert visitors into customers.',
    intro:
      'Your website is often the first conversation a customer has with your business. We design and build sites that load quickly, read clearly on every screen and are easy for your team to update. Whether you need a custom coded platform, a flexible WordPress site or a Shopify store, we choose the technology that fits your goals rather than forcing your goals to fit a technology.',
    offerings: [
      {
        title: 'Custom Web Development',
        description:
          'Bespoke websites and web applications built with modern frameworks such as React and Next.js, tailored to workflows no template can cover.',
      },
      {
        title: 'WordPress Development',
        description:
          'Custom themes and block patterns that give your editors freedom without breaking the design, backed by careful security hardening.',
      },
      {
        title: 'Shopify & E-commerce',
        description:
          'Conversion-focused storefronts, product catalogues and checkout flows, integrated with your payment, shipping and inventory systems.',
      },
      {
        title: 'Performance & Accessibility',
        description:
          'Core Web Vitals tuning and WCAG-minded development so your site is fast and usable for everyone, on any device or connection.',
      },
      {
        title: 'Integrations & APIs',
        description:
          'Connections to CRMs, booking engines, marketing tools and internal systems, so data flows where it is needed without manual work.',
      },
      {
        title: 'Care & Maintenance',
        description:
          'Updates, backups, uptime monitoring and small improvements each month, keeping your site secure and fresh long after launch.',
      },
    ],
    deliverables: [
      'Sitemap, wireframes and responsive visual designs',
      'Production-ready website with a content management system',
      'On-page SEO foundations and analytics setup',
      'Accessibility and performance audit before launch',
      'Editor training session and written handover guide',
      'Thirty days of post-launch warranty support',
    ],
  },
  'app-development': {
    eyebrow: 'Our Services',
    title: 'App Development',
    metaDescription:
      'Native iOS and Android apps and cross-platform React Native and Flutter apps, designed, built, launched and supported by one team.',
    intro:
      'Great apps earn a permanent place on a customer’s home screen. We plan, design and build mobile apps that are fast, reliable and a pleasure to use, choosing native or cross-platform development based on your audience, budget and roadmap. From the first prototype to App Store and Google Play release, and every update after that, we handle the details so you can focus on your users.',
    offerings: [
      {
        title: 'Native iOS Apps',
        description:
          'Swift apps that follow Apple’s platform conventions closely, with smooth animations and full access to device features.',
      },
      {
        title: 'Native Android Apps',
        description:
          'Kotlin apps tested across a wide range of devices, screen sizes and Android versions for a dependable experience everywhere.',
      },
      {
        title: 'Cross-Platform Apps',
        description:
          'React Native and Flutter apps that share one codebase across platforms, reaching more users sooner at a lower cost.',
      },
      {
        title: 'Backend & APIs',
        description:
          'Secure APIs, authentication, push notifications and admin dashboards that power your app and scale with your audience.',
      },
      {
        title: 'Launch & Store Optimisation',
        description:
          'Store listings, screenshots, review guidance and release management for a smooth launch on the App Store and Google Play.',
      },
    ],
    deliverables: [
      'Product discovery workshop and feature roadmap',
      'Clickable prototype tested with real users',
      'iOS and Android apps published to the stores',
      'Backend services, admin dashboard and documentation',
      'Crash reporting and usage analytics configured',
      'Ongoing maintenance plan for OS updates and new features',
    ],
  },
  seo: {
    eyebrow: 'Our Services',
    title: 'Search Engine Optimization',
    metaDescription:
      'Technical SEO, content strategy and transparent reporting that grow organic traffic and bring qualified visitors to your website.',
    intro:
      'Ranking well is not a trick; it is the result of a fast, well-structured site and content that genuinely answers what people are searching for. We combine technical expertise with editorial thinking to build sustainable organic growth, and we report on it in plain language so you always know what your investment is achieving.',
    offerings: [
      {
        title: 'Technical SEO Audit',
        description:
          'A thorough review of crawlability, indexing, site speed, structured data and mobile usability, with a prioritised list of fixes.',
      },
      {
        title: 'Keyword & Competitor Research',
        description:
          'Insight into the terms your customers actually use and the opportunities your competitors are missing.',
      },
      {
        title: 'Content Strategy',
        description:
          'An editorial plan of pages and articles that match search intent, build topical authority and support your sales journey.',
      },
      {
        title: 'On-Page Optimisation',
        description:
          'Titles, headings, internal links and copy refined page by page so search engines and people understand your offer instantly.',
      },
      {
        title: 'Local SEO',
        description:
          'Business profile optimisation, consistent listings and location pages that help nearby customers find you first.',
      },
      {
        title: 'Analytics & Reporting',
        description:
          'Clear monthly reports on rankings, traffic and conversions, with recommendations for the next steps.',
      },
    ],
    deliverables: [
      'Technical audit report with prioritised recommendations',
      'Keyword map aligned to your key pages',
      'Quarterly content calendar',
      'Structured data and metadata implementation',
      'Monthly performance report and review call',
    ],
  },
  design: {
    eyebrow: 'Our Services',
    title: 'UI/UX Design',
    metaDescription:
      'User research, wireframes, prototypes and design systems that make digital products intuitive, accessible and on-brand.',
    intro:
      'Good design is how a product feels to the person using it. Our designers start with research to understand your users’ goals and frustrations, then craft interfaces that are clear, consistent and accessible. We test ideas early with interactive prototypes and hand over design systems that help your team keep quality high as your product grows.',
    offerings: [
      {
        title: 'User Research',
        description:
          'Interviews, surveys and analytics reviews that reveal what your users need and where your current experience lets them down.',
      },
      {
        title: 'UX Strategy & Architecture',
        description:
          'User journeys, information architecture and flows that make even complex tasks feel straightforward.',
      },
      {
        title: 'Wireframes & Prototypes',
        description:
          'Low and high-fidelity prototypes that let you click through the product and test it with users before development starts.',
      },
      {
        title: 'Visual & Interface Design',
        description:
          'Polished, on-brand interfaces with thoughtful typography, colour and motion, designed for light and dark modes.',
      },
      {
        title: 'Design Systems',
        description:
          'Reusable components, tokens and documentation that keep your product consistent and speed up future development.',
      },
      {
        title: 'Usability & Accessibility Testing',
        description:
          'Moderated tests and accessibility reviews that catch friction and barriers before your customers do.',
      },
    ],
    deliverables: [
      'Research findings and user personas',
      'User journeys and sitemap',
      'Interactive prototype for key flows',
      'High-fidelity designs for every screen and breakpoint',
      'Component library and design system documentation',
      'Developer handover with specifications and assets',
    ],
  },
  'cyber-security': {
    eyebrow: 'Our Services',
    title: 'Cyber Security',
    metaDescription:
      'Security audits, penetration tests, hardening and monitoring that protect your customers, your data and your reputation.',
    intro:
      'Security is part of how we build, not an extra at the end. We look at your websites, apps and cloud set-up the way an attacker would, explain what we find in plain language, fix what matters most first, and keep watch afterwards so new threats are caught early.',
    offerings: [
      {
        title: 'Security Audits',
        description:
          'A structured review of your code, configuration and third-party services against current best practice, with every finding ranked by risk.',
      },
      {
        title: 'Penetration Testing',
        description:
          'Controlled attacks on your websites, APIs and apps that show which weaknesses can really be exploited, and how.',
      },
      {
        title: 'Hardening & Fixes',
        description:
          'Secure headers, dependency updates, access rules and encryption put right, so the findings are closed rather than filed.',
      },
      {
        title: 'Cloud & Infrastructure Review',
        description:
          'Accounts, networks, backups and secrets checked across your hosting and cloud providers, with least-privilege access throughout.',
      },
      {
        title: 'Monitoring & Response',
        description:
          'Alerts on suspicious activity and uptime, and a clear plan for what happens, and who acts, when something goes wrong.',
      },
      {
        title: 'Team Awareness',
        description:
          'Short, practical sessions that help your staff spot phishing and handle customer data safely.',
      },
    ],
    deliverables: [
      'Risk-ranked audit report in plain language',
      'Penetration test results with reproduction steps',
      'Remediation plan, and the fixes applied',
      'Hardened configuration for hosting and cloud accounts',
      'Monitoring and alerting set up',
      'Incident response checklist for your team',
    ],
  },
}

const servicesPage = {
  title: 'Our Services',
  intro:
    'Strategy, design, engineering, search and security under one roof. Pick a category to see how we can help, or talk to us about a custom mix for your project.',
  metaDescription:
    'Website, WordPress and Shopify development, native and cross-platform apps, SEO, cyber security audits and UI/UX design from one experienced team.',
  process: {
    title: 'Our Process',
    subtitle: 'Five clear steps from the first conversation to launch and beyond.',
  },
  technologies: {
    title: 'Technologies We Use',
    subtitle: 'Proven, modern tools chosen for speed, security and long-term maintainability.',
  },
  callToAction: {
    title: 'Not sure which service you need?',
    text: 'Tell us about your goals and we will recommend the right mix of services, with a clear estimate and timeline.',
    label: 'Get in Touch',
    to: '/contact',
  },
}

/** The services pages' starter copy: shown until an editor saves them (docs/product.md §Site content). */
export const servicesDefaults: ServicesContent = {
  eyebrow: 'What we do',
  title: servicesPage.title,
  intro: servicesPage.intro,
  metaDescription: servicesPage.metaDescription,
  catalog,
  process: { ...servicesPage.process, steps: processSteps },
  technologies: { ...servicesPage.technologies, items: technologies },
  callToAction: servicesPage.callToAction,
  details,
}
