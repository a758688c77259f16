import type { ImageSource } from '~/lib/srcset'
import type { Section, SectionOf } from './sections'

/**
 * A section as the site draws it: Markdown already rendered (sanitised) and pictures measured
 * on the server, so neither the renderer nor the Markdown travels in the page's JavaScript.
 */
export type PublicSection =
  | Exclude<Section, { type: 'hero' | 'text' | 'imageText' }>
  | (SectionOf<'hero'> & { picture: ImageSource | null })
  | (Omit<SectionOf<'text'>, 'markdown'> & { html: string })
  | (Omit<SectionOf<'imageText'>, 'markdown' | 'image'> & { html: string; picture: ImageSource })

/** The anchor of a page's contact form: a post made without JavaScript comes back to it. */
export const PAGE_FORM_ANCHOR = 'page-contact-form'

/** Whether a page takes messages: a form on it makes the page this visitor's (a form stamp). */
export const hasContactForm = (sections: readonly { type: string }[]) =>
  sections.some((section) => section.type === 'contactForm')
