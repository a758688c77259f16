import type { ReactNode } from 'react'
import { useT } from '~/components/site/site-data'
import type { SectionOf } from '../sections'
import type { PublicSection } from '../public-page'
import { CardsSection } from './sections/cards-section'
import { ContactFormSection } from './sections/contact-form-section'
import { CtaSection } from './sections/cta-section'
import { FaqSection } from './sections/faq-section'
import { FeaturesSection } from './sections/features-section'
import { HeroSection } from './sections/hero-section'
import { ImageTextSection } from './sections/image-text-section'
import { StatsSection } from './sections/stats-section'
import { TestimonialsSection } from './sections/testimonials-section'
import { TextSection } from './sections/text-section'

/**
 * What another feature draws inside a section: the contact form (leads), the project cards
 * (portfolio), the post cards (posts). Features do not import each other, so the route, which
 * may read several, hands them in; the section around them (heading, box, link) is drawn here.
 */
export interface SectionSlots {
  contactForm: (section: SectionOf<'contactForm'>, index: number) => ReactNode
  projects: (section: SectionOf<'projects'>, index: number) => ReactNode
  posts: (section: SectionOf<'posts'>, index: number) => ReactNode
}

/** A composed page's sections in their order, each drawn with the site's own components. */
export function PageSections({
  title,
  sections,
  slots,
}: {
  /** The page's title: its heading when no hero opens it (every page has one `h1`). */
  title: string
  sections: readonly PublicSection[]
  slots: SectionSlots
}) {
  return (
    <>
      {sections[0]?.type !== 'hero' && (
        // Room for the fixed header, which a hero leaves itself.
        <div className="pt-24">
          <h1 className="sr-only">{title}</h1>
        </div>
      )}
      {sections.map((section, index) => (
        <PageSection key={index} section={section} index={index} slots={slots} />
      ))}
    </>
  )
}

function PageSection({
  section,
  index,
  slots,
}: {
  section: PublicSection
  index: number
  slots: SectionSlots
}) {
  const t = useT()
  switch (section.type) {
    case 'hero':
      return <HeroSection section={section} first={index === 0} />
    case 'text':
      return <TextSection section={section} />
    case 'features':
      return <FeaturesSection section={section} />
    case 'imageText':
      return <ImageTextSection section={section} />
    case 'stats':
      return <StatsSection section={section} />
    case 'testimonials':
      return <TestimonialsSection section={section} />
    case 'faq':
      return <FaqSection section={section} />
    case 'cta':
      return <CtaSection section={section} />
    case 'contactForm':
      return (
        <ContactFormSection heading={section.heading} form={slots.contactForm(section, index)} />
      )
    case 'projects':
      return (
        <CardsSection
          heading={t('page.projects')}
          more={{ label: t('page.allProjects'), to: '/portfolio' }}
          cards={slots.projects(section, index)}
        />
      )
    case 'posts':
      return (
        <CardsSection
          heading={t('page.posts')}
          more={{ label: t('page.allPosts'), to: '/blog' }}
          cards={slots.posts(section, index)}
        />
      )
  }
}
