import { linkField, requiredText, z } from '~/lib/validation'
import { siteIconNames } from './icons'
import { serviceSlugs } from './service-slugs'

/**
 * The site's editable copy: one typed document per page (docs/product.md §Site content). The
 * API parses a saved document with these schemas and the portal's editor is drawn from them, so
 * a field exists in one place. `.meta()` carries what the editor needs beyond the type: a label
 * where the key does not say it, a hint, how many lines a text gets, what one list item is called.
 */
export interface FieldMeta {
  /** The field's label (JSON Schema's `title`, so the OpenAPI document shows it too). */
  title?: string
  /** The hint under it (JSON Schema's `description`). */
  description?: string
  /** A long text: the editor shows this many lines. */
  rows?: number
  /** Markdown, rendered on the server to safe HTML. */
  markdown?: boolean
  /** One item of a list, for its buttons: 'Add testimonial', 'Remove testimonial 2'. */
  noun?: string
  /** The item field whose value names an item in the editor (its title, a person's name). */
  itemTitle?: string
  /** A choice among the site's icons: the editor shows the icon. */
  icon?: boolean
  /** An uploaded image's URL: the editor offers the upload. */
  image?: boolean
  /** Where a button or link goes (`linkField`): stored copy is read through the same rule. */
  link?: boolean
}

const meta = <T extends z.ZodType>(schema: T, m: FieldMeta): T => schema.meta({ ...m }) as T

const line = (max: number, m: FieldMeta = {}) => meta(requiredText(max), m)
const paragraph = (max: number, m: FieldMeta = {}) => meta(requiredText(max), { rows: 4, ...m })
const icon = (m: FieldMeta = {}) => meta(z.enum(siteIconNames), { icon: true, ...m })
const list = <T extends z.ZodType>(item: T, max: number, m: FieldMeta & { min?: number }) =>
  meta(
    z
      .array(item)
      .min(m.min ?? 1)
      .max(max),
    m,
  )

/** Where a button or link goes: a path on this site, or a full http(s) address (ADR 077). */
const linkTarget = (m: FieldMeta = {}) =>
  meta(linkField(2000), {
    title: 'Link',
    description: 'A path on this site, like /contact, or a full https:// address.',
    link: true,
    ...m,
  })

const searchDescription = meta(requiredText(320), {
  title: 'Search description',
  description: 'Shown by search engines and link previews; about 150 characters.',
  rows: 2,
})

const callToAction = meta(
  z.object({
    title: line(120),
    text: paragraph(400, { rows: 2 }),
    label: line(40, { title: 'Button text' }),
    to: linkTarget(),
  }),
  { title: 'Call to action' },
)

const eyebrow = line(40, { title: 'Label above the title' })

/** The top of a page: its heading, the text under it, and what search engines show. */
const pageTop = (introMax: number) => ({
  eyebrow,
  title: line(120, { title: 'Page title' }),
  intro: paragraph(introMax),
  metaDescription: searchDescription,
})

const stat = z.object({ value: line(20), label: line(60) })
const stats = (max = 8) => list(stat, max, { noun: 'statistic', itemTitle: 'label' })

const iconCard = z.object({ title: line(120), description: paragraph(600), icon: icon() })

export const homeContent = z.object({
  metaDescription: searchDescription,
  hero: z.object({
    tagline: line(120, {
      description: 'The page heading; also the start of the browser tab title.',
    }),
    intro: paragraph(1200, { rows: 5 }),
    badge: line(60, { description: 'The small label above the heading.' }),
    primaryButton: line(40, {
      title: 'First button text',
      description: 'The button to the contact page.',
    }),
    secondaryButton: line(40, {
      title: 'Second button text',
      description: 'The button to the services page.',
    }),
    pictureCards: meta(
      z.object({
        figure: line(40, { title: 'Lower card: figure' }),
        figureText: line(60, { title: 'Lower card: text under the figure' }),
        note: line(40, { title: 'Upper card' }),
      }),
      { title: 'Cards on the hero picture' },
    ),
  }),
  clients: meta(
    z.object({
      title: line(120),
      names: list(line(80), 24, { title: 'Client names', noun: 'client', min: 0 }),
    }),
    { title: 'Client strip' },
  ),
  services: meta(
    z.object({
      title: line(120),
      subtitle: paragraph(300, { rows: 2 }),
      items: list(iconCard, 12, {
        title: 'Services shown',
        noun: 'service',
        itemTitle: 'title',
        description:
          'Each card leads to the service page of the same title (Services → Service pages, or a service of the catalogue), else to the page whose address its title contains (Native App Development → /services/app-development), else to /services.',
      }),
      buttonLabel: line(40, {
        title: 'Button text',
        description: 'The button under the services, to the services page.',
      }),
    }),
    { title: 'Services' },
  ),
  stats: meta(stats(), { title: 'Statistics' }),
  approach: meta(
    z.object({
      title: line(120),
      subtitle: paragraph(300, { rows: 2 }),
      steps: list(iconCard, 6, { noun: 'step', itemTitle: 'title' }),
    }),
    { title: 'Approach' },
  ),
  testimonials: z.object({
    title: line(120),
    subtitle: paragraph(300, { rows: 2 }),
    items: list(
      z.object({
        quote: paragraph(1000),
        author: line(80),
        role: line(80),
        company: line(80),
      }),
      12,
      { title: 'Testimonials', noun: 'testimonial', itemTitle: 'author' },
    ),
  }),
  callToAction,
})

/** The catalogue's categories; the filter buttons' labels are the product's (docs/product.md). */
export const serviceCategoryValues = ['web', 'app', 'seo', 'security', 'design'] as const
// In a module of its own, without zod: the public service cards link by it (ADR 019's budget).
export { serviceSlugs } from './service-slugs'

const serviceDetail = z.object({
  eyebrow,
  title: line(120),
  metaDescription: searchDescription,
  intro: paragraph(2000, { rows: 5 }),
  offerings: list(z.object({ title: line(120), description: paragraph(600) }), 12, {
    noun: 'offering',
    itemTitle: 'title',
  }),
  deliverables: list(line(200), 16, { noun: 'deliverable' }),
})

export const servicesContent = z.object({
  ...pageTop(800),
  catalog: list(
    iconCard.extend({
      category: meta(z.enum(serviceCategoryValues), {
        description: 'Which filter button shows this service.',
      }),
    }),
    40,
    { title: 'Services', noun: 'service', itemTitle: 'title' },
  ),
  process: meta(
    z.object({
      title: line(120),
      subtitle: paragraph(300, { rows: 2 }),
      steps: list(
        z.object({
          title: line(120),
          description: paragraph(600),
          bullets: list(line(160), 8, { noun: 'point' }),
        }),
        10,
        { noun: 'step', itemTitle: 'title' },
      ),
    }),
    { title: 'Process' },
  ),
  technologies: z.object({
    title: line(120),
    subtitle: paragraph(300, { rows: 2 }),
    items: list(z.object({ name: line(60), group: line(60) }), 60, {
      title: 'Technologies',
      noun: 'technology',
      itemTitle: 'name',
    }),
  }),
  callToAction,
  details: meta(
    z.object({
      'web-development': meta(serviceDetail, { title: 'Website Development page' }),
      'app-development': meta(serviceDetail, { title: 'App Development page' }),
      seo: meta(serviceDetail, { title: 'SEO page' }),
      design: meta(serviceDetail, { title: 'UI/UX Design page' }),
      'cyber-security': meta(serviceDetail, { title: 'Cyber Security page' }),
    }),
    { title: 'Service pages' },
  ),
})

export const companyContent = z.object({
  ...pageTop(800),
  story: z.object({
    title: line(120),
    founded: meta(z.coerce.number().int().min(1800).max(2100), { title: 'Year founded' }),
    paragraphs: list(paragraph(2000, { rows: 5 }), 8, { noun: 'paragraph' }),
  }),
  missionTitle: line(120, { title: 'Mission title' }),
  mission: paragraph(1500),
  visionTitle: line(120, { title: 'Vision title' }),
  vision: paragraph(1500),
  values: z.object({
    title: line(120),
    subtitle: paragraph(300, { rows: 2 }),
    items: list(iconCard, 12, { title: 'Values', noun: 'value', itemTitle: 'title' }),
  }),
  leadership: meta(
    z.object({
      title: line(120),
      subtitle: paragraph(300, { rows: 2 }),
      fullTeamLabel: line(60, { title: 'Button to the team page' }),
    }),
    {
      description:
        'The people shown are the team members marked “Leadership team” on the Team page.',
    },
  ),
  whyChoose: meta(
    z.object({
      title: line(120),
      subtitle: paragraph(300, { rows: 2 }),
      points: list(z.object({ title: line(120), description: paragraph(600) }), 12, {
        noun: 'point',
        itemTitle: 'title',
      }),
    }),
    { title: 'Why choose us' },
  ),
  stats: meta(stats(), { title: 'Statistics' }),
  callToAction,
})

export const teamContent = z.object({
  ...pageTop(800),
  members: list(
    z.object({
      name: line(80),
      role: line(120, { title: 'Job title' }),
      bio: paragraph(800, { rows: 3 }),
      department: line(60, { description: 'The team page groups people by department.' }),
      leader: meta(z.boolean(), {
        title: 'Leadership team',
        description: 'Also shown under Leadership on the Company page.',
      }),
      photo: meta(
        z.object({
          url: meta(
            z
              .string()
              .trim()
              .max(2000)
              .refine((v) => v === '' || /^\/uploads\/[\w.-]+$/.test(v), 'Invalid url'),
            {
              title: 'Photo',
              image: true,
              description: 'Without a photo the card shows the person’s initials.',
            },
          ),
          alt: meta(z.string().trim().max(200), {
            title: 'Photo description (alt text)',
            description:
              'Read aloud to people who cannot see the photo; the name is used when empty.',
          }),
        }),
        { title: 'Photo' },
      ),
    }),
    80,
    { title: 'Team members', noun: 'team member', itemTitle: 'name' },
  ),
  callToAction,
})

export const portfolioContent = z.object({
  ...pageTop(800),
  empty: line(200, {
    title: 'When a filter finds nothing',
    description: 'Shown in place of the projects when a category has none.',
  }),
  results: meta(
    z.object({
      title: line(120),
      subtitle: paragraph(300, { rows: 2 }),
      items: meta(stats(12), { title: 'Figures' }),
    }),
    { title: 'Project results' },
  ),
  callToAction,
})

export const productsContent = z.object({
  ...pageTop(800),
  empty: line(200, {
    title: 'When there are no packages',
    description: 'Shown in place of the packages while none is published.',
  }),
  popular: line(30, { title: 'Popular badge', description: 'On packages marked popular.' }),
  learnMore: line(40, {
    title: 'Package button text',
    description: 'Each package’s button, which opens the contact form.',
  }),
  callToAction,
})

export const blogContent = z.object({
  ...pageTop(800),
  empty: line(200, {
    title: 'When there are no posts',
    description: 'Shown in place of the posts while none is published.',
  }),
  callToAction,
})

export const contactContent = z.object({
  ...pageTop(800),
  cards: meta(
    z.object({
      location: line(60, { title: 'Address card title' }),
      email: line(60, { title: 'Email card title' }),
      phone: line(60, { title: 'Phone card title' }),
      hours: line(60, { title: 'Business hours label' }),
    }),
    {
      title: 'Contact detail cards',
      description: 'The details themselves are edited under Contact Details.',
    },
  ),
  form: meta(z.object({ title: line(120), intro: paragraph(300, { rows: 2 }) }), {
    title: 'Message form',
  }),
  map: meta(
    z.object({
      title: line(120),
      city: line(80, { description: 'Named in the map’s description and its link.' }),
      lat: meta(z.coerce.number().min(-85).max(85), {
        title: 'Latitude',
        description: 'Where the marker stands, like -37.8162 (right-click a place in any map).',
      }),
      lon: meta(z.coerce.number().min(-180).max(180), {
        title: 'Longitude',
        description: 'Like 144.9655.',
      }),
    }),
    { title: 'Map' },
  ),
  faqs: meta(z.object({ title: line(120), subtitle: paragraph(300, { rows: 2 }) }), {
    title: 'Questions',
    description: 'The questions themselves are edited under FAQs.',
  }),
})

export const employmentTypes = ['Full-time', 'Part-time', 'Contract'] as const

export const careersContent = z.object({
  ...pageTop(1000),
  perksTitle: line(120, { title: 'Perks title' }),
  perks: list(line(200), 16, { noun: 'perk' }),
  openingsTitle: line(120, { title: 'Open positions title' }),
  applyHint: paragraph(300, { rows: 2, title: 'Open positions subtitle' }),
  applyLabel: line(40, {
    title: 'Apply button text',
    description: 'The button opens the contact form with the position as its subject.',
  }),
  openings: list(
    z.object({
      title: line(120),
      location: line(120),
      type: meta(z.enum(employmentTypes), { title: 'Employment type' }),
      summary: paragraph(1000),
    }),
    30,
    { title: 'Open positions', noun: 'position', itemTitle: 'title', min: 0 },
  ),
})

const legalDocument = z.object({
  title: line(120),
  updated: meta(requiredText(10).pipe(z.iso.date('Invalid date')), {
    title: 'Last updated',
    description: 'A date: YYYY-MM-DD.',
  }),
  body: meta(requiredText(40000), {
    title: 'Text',
    markdown: true,
    rows: 20,
    description:
      'Markdown: ## for a heading, a blank line between paragraphs, - for a list item, [text](https://…) for a link. HTML is shown as text.',
  }),
})

export const legalContent = z.object({
  privacy: meta(legalDocument, { title: 'Privacy policy' }),
  terms: meta(legalDocument, { title: 'Terms of service' }),
})

export const headerContent = z.object({
  items: list(z.object({ label: line(40), to: linkTarget() }), 8, {
    title: 'Menu',
    noun: 'menu item',
    itemTitle: 'label',
    description:
      'The header menu, in this order, on every page (and the phone menu). Each link must lead to a page of this site or a full https:// address.',
  }),
  callToAction: meta(z.object({ label: line(40), to: linkTarget() }), {
    title: 'Button',
    description: 'The button at the end of the menu.',
  }),
})

export const footerContent = z.object({
  tagline: paragraph(400, { rows: 3, description: 'Under the logo, beside the contact details.' }),
  groups: list(
    z.object({
      title: line(60),
      links: list(z.object({ label: line(60), to: linkTarget() }), 12, {
        noun: 'link',
        itemTitle: 'label',
      }),
    }),
    6,
    { title: 'Link groups', noun: 'group', itemTitle: 'title' },
  ),
})

/**
 * Every editable page: its screen title, the public paths that show it (a preview opens the
 * first), its schema. What site search finds in a page is `pageSearch` (./page-search.ts).
 */
export const sitePages = {
  home: { title: 'Home', paths: ['/'], schema: homeContent },
  services: {
    title: 'Services',
    paths: ['/services', ...serviceSlugs.map((slug) => `/services/${slug}`)],
    schema: servicesContent,
  },
  company: { title: 'Company', paths: ['/company'], schema: companyContent },
  team: { title: 'Team', paths: ['/company/team', '/company'], schema: teamContent },
  careers: { title: 'Careers', paths: ['/company/careers'], schema: careersContent },
  portfolio: { title: 'Portfolio', paths: ['/portfolio'], schema: portfolioContent },
  products: { title: 'Products', paths: ['/products'], schema: productsContent },
  blog: { title: 'Journal', paths: ['/blog'], schema: blogContent },
  contact: { title: 'Contact', paths: ['/contact'], schema: contactContent },
  legal: {
    title: 'Legal',
    paths: ['/privacy-policy', '/terms-of-service'],
    schema: legalContent,
  },
  footer: { title: 'Footer', paths: ['/'], schema: footerContent },
  header: { title: 'Header menu', paths: ['/'], schema: headerContent },
} as const

export type SitePage = keyof typeof sitePages
export const sitePageNames = Object.keys(sitePages) as SitePage[]
export const isSitePage = (value: string): value is SitePage =>
  Object.prototype.hasOwnProperty.call(sitePages, value)

export type PageContent<P extends SitePage> = z.output<(typeof sitePages)[P]['schema']>
export type HomeContent = PageContent<'home'>
export type ServicesContent = PageContent<'services'>
export type CompanyContent = PageContent<'company'>
export type TeamContent = PageContent<'team'>
export type CareersContent = PageContent<'careers'>
export type PortfolioContent = PageContent<'portfolio'>
export type ProductsContent = PageContent<'products'>
export type BlogContent = PageContent<'blog'>
export type ContactContent = PageContent<'contact'>
export type LegalContent = PageContent<'legal'>
export type FooterContent = PageContent<'footer'>
export type HeaderContent = PageContent<'header'>

// The shapes the site's components take.
export type Stat = HomeContent['stats'][number]
export type IconCardCopy = HomeContent['services']['items'][number]
export type Testimonial = HomeContent['testimonials']['items'][number]
export type ServiceCategory = (typeof serviceCategoryValues)[number]
export type ServiceSlug = (typeof serviceSlugs)[number]
export type Service = ServicesContent['catalog'][number]
export type ProcessStep = ServicesContent['process']['steps'][number]
export type Technology = ServicesContent['technologies']['items'][number]
export type ServiceDetail = ServicesContent['details'][ServiceSlug]
export type TeamMember = TeamContent['members'][number]
