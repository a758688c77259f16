import { homeServices } from './services'
import type { HomeContent, IconCardCopy, Stat, Testimonial } from './documents'

/** The home page's starter copy: shown until an editor saves the page (docs/product.md §Site content). */
const hero: HomeContent['hero'] = {
  tagline: 'Empowering Ideas with Digital Solutions',
  intro:
    'We are a full-service digital agency that designs and builds websites, mobile apps and digital products for ambitious businesses. From the first workshop to launch day and beyond, our strategists, designers and engineers work as one team to turn your ideas into fast, secure and beautifully crafted experiences that your customers love to use.',
  badge: 'The 24/7 Support Available',
  primaryButton: 'Get Started',
  secondaryButton: 'Our Services',
  pictureCards: {
    figure: '250+ Projects',
    figureText: 'delivered since 2010',
    note: '98% satisfaction',
  },
}

/** Invented company names for the "trusted by" strip; none refers to a real client. */
const clients: string[] = [
  'Kestrelway Freight',
  'Marlowe & Finch',
  'Brightmere Health',
  'Hushwind Studios',
  'Ferncastle Capital',
  'Quillfield Learning',
]

const stats: Stat[] = [
  { value: '250+', label: 'Projects Completed' },
  { value: '98%', label: 'Client Satisfaction' },
  { value: '15+', label: 'Years Experience' },
  { value: '24/7', label: 'Support' },
]

const approachSteps: IconCardCopy[] = [
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

const testimonials: Testimonial[] = [
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

const homeSections = {
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
}

const callToAction: HomeContent['callToAction'] = {
  title: 'Ready to bring your idea to life?',
  text: 'Tell us about your project and we will get back to you within one business day with honest advice and the next steps.',
  label: 'Get in Touch',
  to: '/contact',
}

export const homeDefaults: HomeContent = {
  metaDescription:
    'A full-service digital agency designing and building fast, secure websites, mobile apps and digital products, with 24/7 support.',
  hero,
  clients: { title: homeSections.clients, names: clients },
  services: { ...homeSections.services, items: homeServices, buttonLabel: 'View All Services' },
  stats,
  approach: { ...homeSections.approach, steps: approachSteps },
  testimonials: { ...homeSections.testimonials, items: testimonials },
  callToAction,
}
