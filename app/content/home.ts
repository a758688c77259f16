import type { SiteIconName } from './icons'

export interface Hero {
  tagline: string
  intro: string
  badge: string
}

export interface Stat {
  value: string
  label: string
}

export interface ApproachStep {
  title: string
  description: string
  icon: SiteIconName
}

export interface Testimonial {
  quote: string
  author: string
  role: string
  company: string
}

export const hero: Hero = {
  tagline: 'Empowering Ideas with Digital Solutions',
  intro:
    'We are a full-service digital agency that designs and builds websites, mobile apps and digital products for ambitious businesses. From the first workshop to launch day and beyond, our strategists, designers and engineers work as one team to turn your ideas into fast, secure and beautifully crafted experiences that your customers love to use.',
  badge: 'The 24/7 Support Available',
}

/** Invented company names for the "trusted by" strip; none refers to a real client. */
export const clients: readonly string[] = [
  'Kestrelway Freight',
  'Marlowe & Finch',
  'Brightmere Health',
  'Hushwind Studios',
  'Ferncastle Capital',
  'Quillfield Learning',
]

export const homeStats: readonly Stat[] = [
  { value: '250+', label: 'Projects Completed' },
  { value: '98%', label: 'Client Satisfaction' },
  { value: '15+', label: 'Years Experience' },
  { value: '24/7', label: 'Support' },
]

export const approachSteps: readonly ApproachStep[] = [
  {
    title: 'Discover',
    description:
      'We start by listening. Workshops, stakeholder interviews and a close look at your market help us understand your goals, your users and what success should look like.',
    icon: 'search',
  },
  {
    title: 'Design',
    description:
      'We turn insight into wireframes, prototypes and a polished visual language, testing ideas with real users early so every decision is backed by evidence.',
    icon: 'pen-tool',
  },
  {
    title: 'Deliver',
    description:
      'Our engineers build, test and launch your product in short, transparent iterations, then stay by your side with monitoring, support and continuous improvement.',
    icon: 'rocket',
  },
]

export const testimonials: readonly Testimonial[] = [
  {
    quote:
      'They rebuilt our booking platform in under four months and the difference was immediate: pages load in a fraction of the time and online enquiries have nearly doubled. The team felt like an extension of our own.',
    author: 'Hannah Whitcombe',
    role: 'Head of Digital',
    company: 'Brightmere Health',
  },
  {
    quote:
      'Our drivers rely on the app every single day. The agency understood the realities of the road, designed for them first and delivered a native app that simply works, even with patchy reception.',
    author: 'Marcus Delaney',
    role: 'Operations Director',
    company: 'Kestrelway Freight',
  },
  {
    quote:
      'From discovery to launch, communication was clear and honest. The new store is a joy to manage, our conversion rate is up and their support team answers faster than we expect.',
    author: 'Isabel Ferreira',
    role: 'Co-founder',
    company: 'Marlowe & Finch',
  },
]

export interface SectionCopy {
  title: string
  subtitle: string
}

/** Headings of the home page's sections. */
export const homeSections = {
  clients: 'Trusted by ambitious teams',
  services: {
    title: 'What We Do',
    subtitle:
      'End-to-end digital services, from the first sketch to a product your customers love.',
  },
  approach: {
    title: 'Our Approach',
    subtitle: 'A simple, proven three-step process that keeps every project on track.',
  },
  testimonials: {
    title: 'What Our Clients Say',
    subtitle: 'Long-term partnerships built on results and honest communication.',
  },
} as const satisfies Record<string, string | SectionCopy>

export interface CallToAction {
  title: string
  text: string
  label: string
  to: string
}

export const homeCallToAction: CallToAction = {
  title: 'Ready to bring your idea to life?',
  text: 'Tell us about your project and we will get back to you within one business day with honest advice and the next steps.',
  label: 'Get in Touch',
  to: '/contact',
}
