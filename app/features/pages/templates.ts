import type { Section, SectionType } from './sections'

/** A section's name in the builder: what its card and the "Add section" menu call it. */
export const SECTION_NAMES: Record<SectionType, string> = {
  hero: 'Hero',
  text: 'Text',
  features: 'Features',
  imageText: 'Image and text',
  stats: 'Stats band',
  testimonials: 'Testimonials',
  faq: 'Questions and answers',
  cta: 'Call to action',
  contactForm: 'Contact form',
  projects: 'Projects',
  posts: 'Journal posts',
}

/** One line on what each section shows on the site, under its name in the "Add section" menu. */
export const SECTION_DESCRIPTIONS: Record<SectionType, string> = {
  hero: 'A large heading, a sentence and up to two buttons, as on the home page',
  text: 'Paragraphs, headings and lists written in Markdown',
  features: 'A heading over cards, each a title and a sentence',
  imageText: 'A picture beside a heading and text',
  stats: 'A band of figures with their labels',
  testimonials: 'Quotes from clients with their names',
  faq: 'Questions that open to their answers',
  cta: 'A heading, a sentence and one button',
  contactForm: 'The contact form; its messages say they came from this page',
  projects: 'The latest projects of the portfolio',
  posts: 'The latest journal posts, of one tag or all',
}

/**
 * A new section of `type` as the builder adds it: its fields empty for the user to fill in
 * (lists with one empty item, since a section's list holds at least one), the counts at 3.
 * It does not parse until filled: saving says which fields are missing.
 */
export function blankSection(type: SectionType): Section {
  switch (type) {
    case 'hero':
      return { type, heading: '', text: '', image: null, alt: null, buttons: [] }
    case 'text':
      return { type, markdown: '' }
    case 'features':
      return { type, heading: '', items: [{ title: '', text: '' }] }
    case 'imageText':
      return { type, image: '', alt: '', heading: '', markdown: '' }
    case 'stats':
      return { type, items: [{ value: '', label: '' }] }
    case 'testimonials':
      return { type, items: [{ quote: '', name: '', role: '' }] }
    case 'faq':
      return { type, items: [{ question: '', answer: '' }] }
    case 'cta':
      return { type, heading: '', text: '', button: { label: '', href: '' } }
    case 'contactForm':
      return { type, heading: '' }
    case 'projects':
      return { type, limit: 3 }
    case 'posts':
      return { type, tag: null, limit: 3 }
  }
}

export type PageTemplateId = 'blank' | 'campaign' | 'event' | 'service-city'

export interface PageTemplate {
  id: PageTemplateId
  name: string
  /** What the template is for, on its card in the "Add Page" choice. */
  description: string
  /** A suggested path, for the hint: the user writes their own. */
  pathExample: string
  /** The page the form starts from: title and path are the user's to write. */
  page: { sections: Section[] }
}

/*
 * The starter templates (issue #40): each a page a marketer makes their own by replacing the
 * placeholder texts, in the order such a page is usually read: the promise, the proof, the
 * answers, the ask. Every placeholder is a valid value, so a template saves as it is (a draft
 * to show a colleague) and the unit test holds each to `pageInput`. No template has an
 * "Image and text" section: its picture is required, and a template has none to give.
 */
const campaign: Section[] = [
  {
    type: 'hero',
    heading: 'Your offer in one line',
    text: 'Say who it is for, what they get and until when, in one or two sentences.',
    image: null,
    alt: null,
    buttons: [
      { label: 'Claim the offer', href: '/contact' },
      { label: 'See our work', href: '/portfolio' },
    ],
  },
  {
    type: 'stats',
    items: [
      { value: '120+', label: 'Projects delivered' },
      { value: '98%', label: 'Clients who come back' },
      { value: '4 weeks', label: 'From kick-off to launch' },
    ],
  },
  {
    type: 'features',
    heading: 'What the offer includes',
    items: [
      { title: 'First benefit', text: 'Describe what the client gets and why it matters to them.' },
      { title: 'Second benefit', text: 'Keep each benefit to one or two sentences.' },
      { title: 'Third benefit', text: 'Three benefits read best; add more if you need them.' },
    ],
  },
  {
    type: 'testimonials',
    items: [
      {
        quote: 'Replace this with what a client said about working with us.',
        name: 'Client name',
        role: 'Role, Company',
      },
    ],
  },
  {
    type: 'faq',
    items: [
      { question: 'Who is the offer for?', answer: 'Answer the question your clients ask first.' },
      { question: 'Until when does it run?', answer: 'Give the end date and what happens after.' },
    ],
  },
  {
    type: 'cta',
    heading: 'Ready to start?',
    text: 'Tell visitors what happens when they get in touch.',
    button: { label: 'Get in touch', href: '/contact' },
  },
  { type: 'contactForm', heading: 'Tell us about your project' },
]

const event: Section[] = [
  {
    type: 'hero',
    heading: 'Event name: the topic in a few words',
    text: 'Date, time and place (or online), and who should come.',
    image: null,
    alt: null,
    buttons: [{ label: 'Save your seat', href: '/contact' }],
  },
  {
    type: 'text',
    markdown:
      '## What to expect\n\nDescribe the event in a few paragraphs.\n\n- **09:30** Welcome\n- **10:00** First talk\n- **12:00** Lunch and questions',
  },
  {
    type: 'features',
    heading: 'Speakers',
    items: [
      { title: 'Speaker name', text: 'Their role and what they will talk about.' },
      { title: 'Speaker name', text: 'Their role and what they will talk about.' },
    ],
  },
  {
    type: 'faq',
    items: [
      { question: 'Does it cost anything?', answer: 'Say whether it is free or what it costs.' },
      { question: 'Where does it take place?', answer: 'Give the address or how to join online.' },
    ],
  },
  { type: 'contactForm', heading: 'Register for the event' },
]

const serviceCity: Section[] = [
  {
    type: 'hero',
    heading: 'Service in City',
    text: 'What we do for businesses in the city, and why a local team helps.',
    image: null,
    alt: null,
    buttons: [{ label: 'Talk to our team', href: '/contact' }],
  },
  {
    type: 'features',
    heading: 'What we do for you',
    items: [
      { title: 'First service', text: 'One or two sentences on what it is and what it brings.' },
      { title: 'Second service', text: 'One or two sentences on what it is and what it brings.' },
      { title: 'Third service', text: 'One or two sentences on what it is and what it brings.' },
    ],
  },
  {
    type: 'stats',
    items: [
      { value: '35', label: 'Clients in the city' },
      { value: '10 years', label: 'Working in the region' },
    ],
  },
  { type: 'projects', limit: 3 },
  {
    type: 'testimonials',
    items: [
      {
        quote: 'Replace this with what a local client said about us.',
        name: 'Client name',
        role: 'Role, Company',
      },
    ],
  },
  {
    type: 'faq',
    items: [
      {
        question: 'Do you meet clients in person?',
        answer: 'Say where you meet, and that video calls work too.',
      },
    ],
  },
  {
    type: 'cta',
    heading: 'A project in the city?',
    text: 'Tell us about it; we answer within one working day.',
    button: { label: 'Contact us', href: '/contact' },
  },
]

export const PAGE_TEMPLATES: readonly PageTemplate[] = [
  {
    id: 'campaign',
    name: 'Campaign',
    description: 'An offer with its benefits, proof, questions and a contact form',
    pathExample: '/offer/spring-2027',
    page: { sections: campaign },
  },
  {
    id: 'event',
    name: 'Event',
    description: 'A talk, workshop or meetup: programme, speakers and registration',
    pathExample: '/events/design-day',
    page: { sections: event },
  },
  {
    id: 'service-city',
    name: 'Service in a city',
    description: 'One service for one city: what you do, local proof and projects',
    pathExample: '/web-design/berlin',
    page: { sections: serviceCity },
  },
  {
    id: 'blank',
    name: 'Blank',
    description: 'No sections yet: add them one by one',
    pathExample: '/offer/spring-2027',
    page: { sections: [] },
  },
]

export const templateOf = (id: string | null | undefined): PageTemplate | undefined =>
  PAGE_TEMPLATES.find((t) => t.id === id)
