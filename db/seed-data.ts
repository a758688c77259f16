/** Demo content inserted into an empty database on first start (see ./seed.ts). */

export type SeedPortfolioCategory = 'web' | 'app' | 'ecommerce' | 'design'

/** Two hex colours (#rrggbb) that drive the generated artwork for an item. */
export type Palette = [string, string]

export interface SeedPortfolioItem {
  title: string
  client: string
  year: number
  category: SeedPortfolioCategory
  description: string
  technologies: string[]
  projectUrl: string | null
  palette: Palette
  /** What the generated artwork (./artwork.ts, drawn from the palette) shows, for its alt text. */
  imageAlt: string
}

export type SeedProductCategory = 'Website Solutions' | 'Mobile Solutions'

export interface SeedProduct {
  name: string
  description: string
  /** Starting price in USD. */
  price: number
  category: SeedProductCategory
  features: string[]
  popular: boolean
  inStock: boolean
  palette: Palette
  /** What the generated artwork (./artwork.ts, drawn from the palette) shows, for its alt text. */
  imageAlt: string
}

export interface SeedFaq {
  question: string
  answer: string
  category: string
}

export interface SeedSocialMedia {
  facebook: string
  twitter: string
  instagram: string
  linkedin: string
}

export interface SeedContactDetails {
  address: string
  phone: string
  email: string
  businessHours: string
  socialMedia: SeedSocialMedia
}

export const seedPortfolio: SeedPortfolioItem[] = [
  {
    title: 'Brightmere Health Patient Portal',
    client: 'Brightmere Health',
    year: 2025,
    category: 'web',
    description:
      'A secure patient portal for a network of twelve clinics, letting patients book appointments, complete intake forms and message their care team online. Average booking time dropped from six minutes to under two.',
    technologies: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'AWS'],
    projectUrl: 'https://example.com/brightmere-health-portal',
    palette: ['#0f766e', '#5eead4'],
    imageAlt:
      'Abstract teal and mint artwork: three frosted-glass interface cards with placeholder text lines float above soft waves, beside faint rings orbited by a white dot.',
  },
  {
    title: 'Ferncastle Capital Investor Hub',
    client: 'Ferncastle Capital',
    year: 2023,
    category: 'web',
    description:
      'A fast, accessible corporate website and investor-relations hub with a self-service document library. Editors publish reports and announcements in minutes through a structured CMS.',
    technologies: ['Next.js', 'TypeScript', 'Tailwind CSS', 'Headless CMS'],
    projectUrl: 'https://example.com/ferncastle-capital',
    palette: ['#1e3a8a', '#60a5fa'],
    imageAlt:
      'Abstract navy-blue artwork: two frosted-glass interface cards, a small one high in the middle and a larger one at the left, drift above pale blue waves beside faint rings.',
  },
  {
    title: 'Quillfield Learning Platform',
    client: 'Quillfield Learning',
    year: 2021,
    category: 'web',
    description:
      'An online learning platform with video lessons, quizzes and progress tracking for more than 20,000 students. Teachers build courses with a drag-and-drop editor and see class results at a glance.',
    technologies: ['Vue.js', 'Python', 'PostgreSQL', 'Redis', 'Docker'],
    projectUrl: null,
    palette: ['#7c3aed', '#f0abfc'],
    imageAlt:
      'Abstract violet and pink artwork: three frosted-glass interface cards with pink dots and text lines float over lilac waves, near a ring with a white dot on its edge.',
  },
  {
    title: 'Kestrelway Driver App',
    client: 'Kestrelway Freight',
    year: 2024,
    category: 'app',
    description:
      'Native iOS and Android apps that guide drivers through pickups and deliveries, capture proof of delivery and keep working offline. Dispatchers follow every vehicle in real time from a web dashboard.',
    technologies: ['Swift', 'Kotlin', 'Node.js', 'PostgreSQL', 'Mapbox'],
    projectUrl: null,
    palette: ['#c2410c', '#fdba74'],
    imageAlt:
      'Abstract burnt-orange and peach artwork: three frosted-glass interface cards in a loose row near the top, above warm waves, with faint rings and a white dot at the upper right.',
  },
  {
    title: 'Hushwind Meditation App',
    client: 'Hushwind Studios',
    year: 2022,
    category: 'app',
    description:
      'A calming cross-platform meditation app with guided sessions, sleep sounds and streak tracking. It reached 50,000 downloads within three months of launch and holds a 4.8-star rating.',
    technologies: ['Flutter', 'Firebase', 'Dart'],
    projectUrl: 'https://example.com/hushwind-app',
    palette: ['#0e7490', '#a5f3fc'],
    imageAlt:
      'Abstract deep-cyan artwork: three frosted-glass interface cards in a row over pale aqua waves, with faint rings at the right and a white dot on the outer ring.',
  },
  {
    title: 'Cobalt Lane Fitness Companion',
    client: 'Cobalt Lane Fitness',
    year: 2026,
    category: 'app',
    description:
      'A React Native app for a chain of gyms that handles class bookings, digital membership cards and personalised workout plans. Members can book a class in three taps.',
    technologies: ['React Native', 'TypeScript', 'GraphQL', 'Node.js'],
    projectUrl: 'https://example.com/cobalt-lane-fitness',
    palette: ['#15803d', '#bef264'],
    imageAlt:
      'Abstract green and lime artwork: three frosted-glass interface cards with lime dots scattered across the frame, above rolling green waves, with faint rings at the right.',
  },
  {
    title: 'Marlowe & Finch Online Store',
    client: 'Marlowe & Finch',
    year: 2024,
    category: 'ecommerce',
    description:
      'A bespoke Shopify storefront for a homewares brand, with rich product storytelling, bundles and a streamlined checkout. Conversion rose by 38% in the first quarter after launch.',
    technologies: ['Shopify', 'Liquid', 'JavaScript', 'Klaviyo'],
    projectUrl: 'https://example.com/marlowe-and-finch',
    palette: ['#9f1239', '#fda4af'],
    imageAlt:
      'Abstract crimson and rose-pink artwork: three frosted-glass interface cards side by side across the middle, over pink waves, with faint rings and a white dot beneath them.',
  },
  {
    title: 'Fernhill Grocers Delivery',
    client: 'Fernhill Grocers',
    year: 2020,
    category: 'ecommerce',
    description:
      'A headless e-commerce platform for a regional grocer, offering same-day delivery slots, substitutions and recurring orders. It handles thousands of orders each week with real-time stock levels.',
    technologies: ['Next.js', 'Node.js', 'PostgreSQL', 'Stripe', 'AWS'],
    projectUrl: null,
    palette: ['#a16207', '#fde68a'],
    imageAlt:
      'Abstract ochre and pale-yellow artwork: two overlapping frosted-glass interface cards at the left, above golden waves, with faint rings and a white dot at the top right.',
  },
  {
    title: 'Wattlebank Banking Redesign',
    client: 'Wattlebank Credit Union',
    year: 2025,
    category: 'design',
    description:
      'A research-led redesign of a credit union’s mobile and online banking experience, backed by a new accessible design system. Usability testing showed a 45% faster completion time for common tasks.',
    technologies: ['Figma', 'Design Tokens', 'Storybook'],
    projectUrl: null,
    palette: ['#312e81', '#818cf8'],
    imageAlt:
      'Abstract indigo and periwinkle artwork: two frosted-glass interface cards at the lower left, above violet waves, with faint concentric rings and a white dot at the right.',
  },
  {
    title: 'Civic Parks Booking Experience',
    client: 'Ashvale City Council',
    year: 2019,
    category: 'design',
    description:
      'UX research and interface design for a council service that lets residents book sports fields, picnic areas and community halls. The new flows meet WCAG 2.1 AA and cut support calls by half.',
    technologies: ['Figma', 'Maze', 'Miro'],
    projectUrl: 'https://example.com/civic-parks',
    palette: ['#0369a1', '#86efac'],
    imageAlt:
      'Abstract blue and mint-green artwork: three frosted-glass interface cards with green dots, two at the left and a larger one at the right, over teal waves, with faint rings above.',
  },
]

export const seedProducts: SeedProduct[] = [
  {
    name: 'Business Website',
    description:
      'A professional, mobile-first website that presents your business clearly and turns visitors into enquiries, with a CMS your team can update without help.',
    price: 2499,
    category: 'Website Solutions',
    features: [
      'Up to 10 custom-designed pages',
      'Responsive design for every screen size',
      'Easy-to-use content management system',
      'On-page SEO and analytics setup',
      'Contact forms and map integration',
    ],
    popular: true,
    inStock: true,
    palette: ['#4f46e5', '#06b6d4'],
    imageAlt:
      'Abstract indigo and cyan artwork: three frosted-glass interface cards with cyan dots float across the middle above blue waves, beside faint rings and a white dot.',
  },
  {
    name: 'E-commerce Platform',
    description:
      'A complete online store with secure payments, inventory management and a fast checkout, built to grow your sales from day one.',
    price: 5999,
    category: 'Website Solutions',
    features: [
      'Unlimited products and categories',
      'Secure payment gateway integration',
      'Inventory, order and customer management',
      'Discount codes and abandoned-cart emails',
      'Shipping and tax configuration',
    ],
    popular: false,
    inStock: true,
    palette: ['#db2777', '#f59e0b'],
    imageAlt:
      'Abstract magenta and amber artwork: three frosted-glass interface cards with orange dots over a pink-to-gold glow, above warm waves, with faint rings at the top right.',
  },
  {
    name: 'Custom Web Application',
    description:
      'Tailor-made web software for the processes that off-the-shelf tools cannot handle, from client portals to internal dashboards.',
    price: 11999,
    category: 'Website Solutions',
    features: [
      'Discovery workshop and technical specification',
      'Custom features built around your workflow',
      'User accounts, roles and permissions',
      'Integrations with your existing systems',
      'Automated testing and scalable cloud hosting',
      'Documentation and team training',
    ],
    popular: false,
    inStock: true,
    palette: ['#0f172a', '#6366f1'],
    imageAlt:
      'Abstract midnight-blue and indigo artwork: two frosted-glass interface cards side by side at the lower left, above dark waves, under faint rings with a white dot.',
  },
  {
    name: 'Native Mobile App',
    description:
      'Separate iOS and Android apps built with native technologies for the best possible performance and full access to device features.',
    price: 14999,
    category: 'Mobile Solutions',
    features: [
      'Native iOS (Swift) and Android (Kotlin) apps',
      'Push notifications and offline support',
      'Secure authentication and backend API',
      'App Store and Google Play submission',
      'Crash reporting and usage analytics',
    ],
    popular: true,
    inStock: true,
    palette: ['#7c3aed', '#ec4899'],
    imageAlt:
      'Abstract violet and pink artwork: two frosted-glass interface cards with pink dots at the left, above purple waves, with faint rings and a white dot at the upper right.',
  },
  {
    name: 'Hybrid Mobile App',
    description:
      'One codebase, two platforms: a cross-platform app that looks and feels native on iOS and Android while saving time and budget.',
    price: 9999,
    category: 'Mobile Solutions',
    features: [
      'Single React Native or Flutter codebase',
      'Native look and feel on iOS and Android',
      'Push notifications and device features',
      'Faster delivery and simpler maintenance',
      'App Store and Google Play submission',
    ],
    popular: false,
    inStock: true,
    palette: ['#0891b2', '#22c55e'],
    imageAlt:
      'Abstract teal and green artwork: two frosted-glass interface cards with green dots in the middle, above sea-green waves, with faint rings and a white dot at the right.',
  },
  {
    name: 'Progressive Web App',
    description:
      'An installable web app that works offline, loads instantly and reaches users on any device, with no app store required.',
    price: 6499,
    category: 'Mobile Solutions',
    features: [
      'Installable from the browser on any device',
      'Offline support and fast loading',
      'Web push notifications',
      'One codebase for mobile and desktop',
      'Search-engine discoverable',
    ],
    popular: false,
    inStock: true,
    palette: ['#ea580c', '#facc15'],
    imageAlt:
      'Abstract orange and yellow artwork: two frosted-glass interface cards with yellow dots at the upper left, above golden waves, with faint rings and a white dot at the right.',
  },
]

export const seedFaqs: SeedFaq[] = [
  {
    question: 'How long does a typical project take?',
    answer:
      'It depends on the scope. A simple website usually takes 4-6 weeks from kick-off to launch, while a large web or mobile application typically takes 3-6 months. After our discovery session we give you a detailed timeline with clear milestones, so you always know what to expect.',
    category: 'Process',
  },
  {
    question: 'How is your pricing structured?',
    answer:
      'Most projects are quoted at a fixed price based on an agreed scope, paid in milestones as work is delivered. For evolving products we also offer monthly retainers and time-and-materials arrangements. Our product packages show starting prices, and we always provide a detailed, no-obligation proposal before any work begins.',
    category: 'Pricing',
  },
  {
    question: 'Do you provide ongoing support after launch?',
    answer:
      'Yes. Every project includes a post-launch warranty period, and we offer flexible care plans covering security updates, backups, monitoring, content changes and new features. Critical issues are handled by our 24/7 support team.',
    category: 'Support',
  },
  {
    question: 'Can you work with clients remotely?',
    answer:
      'Absolutely. We work with clients across the country and around the world. Video workshops, shared project boards and regular demos keep collaboration smooth, and we schedule meetings to suit your time zone.',
    category: 'General',
  },
]

export const seedContactDetails: SeedContactDetails = {
  address: 'Level 3, 218 Flinders Lane, Melbourne VIC 3000, Australia',
  // The 03 7010 range is reserved for fictional use, so this number reaches no one.
  phone: '+61 3 7010 4520',
  email: 'hello@digitalagency.example',
  businessHours: 'Mon–Fri 9:00–18:00',
  socialMedia: {
    facebook: 'https://www.facebook.com/digitalagency.example',
    twitter: 'https://x.com/digitalagency_example',
    instagram: 'https://www.instagram.com/digitalagency.example',
    linkedin: 'https://www.linkedin.com/company/digitalagency-example',
  },
}

/**
 * German demo copy (ADR 080), stored as translations when SITE_LANGUAGES has `de` beside a
 * default language: the home page's first screen and sections, and the first project, so a new
 * user who turns German on sees it work. Every other text shows in the default language until
 * translated, which the Translations screen lists.
 */
export const seedGerman = {
  home: {
    metaDescription:
      'Eine Digitalagentur für schnelle, sichere Websites, mobile Apps und digitale Produkte – mit Support rund um die Uhr.',
    'hero.tagline': 'Ideen stärken mit digitalen Lösungen',
    'hero.intro':
      'Wir sind eine Digitalagentur, die Websites, mobile Apps und digitale Produkte für ambitionierte Unternehmen gestaltet und entwickelt. Vom ersten Workshop bis zum Launch und darüber hinaus arbeiten Strategie, Design und Entwicklung als ein Team – für schnelle, sichere und sorgfältig gemachte Erlebnisse, die Ihre Kundinnen und Kunden gern nutzen.',
    'hero.badge': 'Support rund um die Uhr',
    'hero.primaryButton': 'Jetzt starten',
    'hero.secondaryButton': 'Unsere Leistungen',
    'hero.pictureCards.figure': '250+ Projekte',
    'hero.pictureCards.figureText': 'umgesetzt seit 2010',
    'hero.pictureCards.note': '98 % Zufriedenheit',
    'clients.title': 'Ambitionierte Teams vertrauen uns',
    'services.title': 'Was wir tun',
    'services.subtitle':
      'Digitale Leistungen aus einer Hand – von der ersten Skizze bis zum Produkt, das Ihre Kunden lieben.',
    'approach.title': 'Unser Vorgehen',
    'testimonials.title': 'Was unsere Kunden sagen',
    'callToAction.title': 'Bereit, Ihre Idee umzusetzen?',
    'callToAction.text':
      'Erzählen Sie uns von Ihrem Projekt – wir melden uns innerhalb eines Werktags mit ehrlichem Rat und den nächsten Schritten.',
    'callToAction.label': 'Kontakt aufnehmen',
  },
  firstProject: {
    title: 'Patientenportal für Brightmere Health',
    description:
      'Ein sicheres Patientenportal für ein Netz aus zwölf Kliniken: Termine buchen, Aufnahmebögen ausfüllen und dem Behandlungsteam online schreiben. Die durchschnittliche Buchungszeit sank von sechs auf unter zwei Minuten.',
    imageAlt:
      'Abstraktes Bild in Petrol und Mint: drei mattierte Oberflächen-Karten mit angedeuteten Textzeilen schweben über sanften Wellen, daneben Ringe, die ein weißer Punkt umkreist.',
  },
}

export interface SeedPost {
  title: string
  /** Days before the seed ran that it was published: the list shows the newest first. */
  daysAgo: number
  tags: string[]
  excerpt: string | null
  /** Markdown (ADR 089). */
  body: string
  palette: Palette
  /** What the generated cover (./artwork.ts, drawn from the palette) shows, for its alt text. */
  coverAlt: string
}

/** The journal's demo posts (issue #39): enough to show the list, a tag, related posts. */
export const seedPosts: SeedPost[] = [
  {
    title: 'Five Checks Before You Launch a Website',
    daysAgo: 3,
    tags: ['Web Development', 'Launch'],
    excerpt:
      'A launch goes well when the boring parts were checked first. These are the five we never skip.',
    body: `Every launch we have run went better for a list. Here is ours, shortened to the five checks that catch the most.

## 1. Every page answers

Walk the sitemap, not the menu. Old campaign pages, forgotten landing pages and the careers page all need a clear answer: the page, a redirect, or a polite "not found".

## 2. Forms reach a person

Send every form yourself and follow the message to the inbox that should get it. A contact form that writes to nowhere is the most expensive bug a site can have.

## 3. Pictures are light

| Picture | Before | After |
| --- | ---: | ---: |
| Home hero | 2.4 MB | 180 KB |
| Team photos | 6.1 MB | 420 KB |
| Project covers | 9.8 MB | 760 KB |

Modern formats and the right sizes usually cut the weight by nine tenths.

## 4. Search engines may read it

Check that the staging site's "no index" rule did not come along, that each page has its own title and description, and that the sitemap lists the real addresses.

## 5. Someone watches the first day

Plan who looks at errors, analytics and the inbox on launch day. Most problems show in the first hours, when fixing them is cheap.

> A launch is not a moment but a week: plan the days after it too.
`,
    palette: ['#4338ca', '#a5b4fc'],
    coverAlt:
      'Abstract indigo and lavender artwork: frosted-glass interface cards float above soft waves.',
  },
  {
    title: 'Why Page Speed Is a Sales Problem',
    daysAgo: 10,
    tags: ['Performance', 'Web Development'],
    excerpt: null,
    body: `A slow page does not look broken, so nobody reports it. Visitors simply leave, and the reports show fewer enquiries without saying why.

## What we measure

We look at how soon the main content appears and how much script the browser has to run before a visitor can use the page. Those two numbers explain most of what people feel as "slow".

## Where the time goes

- **Pictures** sent at sizes no screen needs.
- **Scripts** for features a page does not use.
- **Fonts** loaded in every weight, just in case.

## What to do first

Start with the pictures: it is the cheapest fix with the largest gain. Then remove what the page does not need, and only then tune what is left.
`,
    palette: ['#b45309', '#fcd34d'],
    coverAlt: 'Abstract amber and gold artwork: glowing rings orbit above layered waves.',
  },
  {
    title: 'Designing Forms People Finish',
    daysAgo: 24,
    tags: ['Design', 'Accessibility'],
    excerpt: null,
    body: `Every field in a form is a question, and every question is a reason to stop. Good forms ask less, and ask it clearly.

## Ask only what you need

If you will not use an answer this week, do not ask for it. A phone number "just in case" costs you the people who do not want to give one.

## Say what went wrong, next to where it went wrong

An error at the top of the page makes people hunt. An error under the field, in plain words, tells them what to change.

## Make it work with a keyboard

Many people fill in forms without a mouse. Tab through yours: every field, every button, in the order you read them.
`,
    palette: ['#be185d', '#f9a8d4'],
    coverAlt: 'Abstract rose and pink artwork: translucent cards stacked over gentle waves.',
  },
  {
    title: 'From Spreadsheet to App: A Small Business Story',
    daysAgo: 41,
    tags: ['App Development', 'Case Study'],
    excerpt: null,
    body: `Many of our app projects start with a spreadsheet that has grown too big. It worked for years, and now three people edit it at once and nobody trusts the totals.

## Start with the work, not the screens

We sit with the people who use the sheet and watch a normal day. The app's first version does exactly that day's work, and nothing else.

## Keep the data moving

The first release reads the old sheet every night, so nobody has to switch on one fixed date. When the team trusts the app, the sheet is retired.

## What changed

Orders are entered once, the totals are right, and the owner sees the week on a phone instead of waiting for Friday's email.
`,
    palette: ['#047857', '#6ee7b7'],
    coverAlt: 'Abstract emerald and mint artwork: interface cards rise from rolling waves.',
  },
]

/**
 * The demo's composed page (issue #40): a campaign landing page made of the site's own
 * sections, with a contact form whose leads name the page, as marketing would put one together.
 */
export const seedLandingPage = {
  title: 'Website audit',
  path: '/offer/website-audit',
  seoTitle: 'Free website audit',
  seoDescription:
    'A senior developer and a designer review your site for speed, accessibility and search, and send you a prioritised list of fixes within a week.',
  sections: [
    {
      type: 'hero',
      heading: 'A free website audit, done by people who build sites',
      text: 'A senior developer and a designer review your site for speed, accessibility and search, and send you a prioritised list of fixes within a week.',
      buttons: [
        { label: 'Request your audit', href: '/offer/website-audit#page-contact-form' },
        { label: 'See our work', href: '/portfolio' },
      ],
    },
    {
      type: 'stats',
      items: [
        { value: '150+', label: 'Sites audited' },
        { value: '7 days', label: 'To your report' },
        { value: '38%', label: 'Faster pages on average' },
      ],
    },
    {
      type: 'features',
      heading: 'What the audit covers',
      items: [
        {
          title: 'Speed',
          text: 'We measure your key pages on a mid-range phone and name what slows them down.',
        },
        {
          title: 'Accessibility',
          text: 'Keyboard, contrast, forms and screen readers, checked by hand and with tools.',
        },
        {
          title: 'Search',
          text: 'Titles, descriptions, structured data and the pages search engines cannot reach.',
        },
      ],
    },
    {
      type: 'testimonials',
      items: [
        {
          quote:
            'The audit was the clearest list of work we have ever been given. We fixed half of it in a sprint.',
          name: 'Hannah Becker',
          role: 'Head of Marketing, Nordlicht Travel',
        },
        {
          quote: 'Our checkout got two seconds faster from three changes they pointed out.',
          name: 'Omar Haddad',
          role: 'Founder, Crate & Kettle',
        },
      ],
    },
    {
      type: 'faq',
      items: [
        {
          question: 'Is the audit really free?',
          answer:
            'Yes. You get the report whether or not you work with us afterwards; we hope it shows how we work.',
        },
        {
          question: 'What do you need from us?',
          answer:
            'The address of your site and, if you have them, read access to your analytics. Nothing is installed.',
        },
      ],
    },
    {
      type: 'cta',
      heading: 'Rather talk it through first?',
      text: 'Book a 20-minute call and we will tell you where we would start.',
      button: { label: 'Contact us', href: '/contact' },
    },
    { type: 'contactForm', heading: 'Request your free audit' },
  ],
}
