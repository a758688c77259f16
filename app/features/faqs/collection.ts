import { CircleHelpIcon } from 'lucide-react'
import { defineCollection } from '~/core/collections'
import { faqInput, type Faq, type FaqData } from './schemas'

/** FAQs: the questions the contact page answers, in an order staff set (ADR 066, 076). */
export const faqs = defineCollection<Faq, FaqData>({
  id: 'faqs',
  labels: { singular: 'FAQ', plural: 'FAQs', nav: 'FAQs' },
  texts: {
    notFound: 'FAQ not found',
    deleted: 'FAQ deleted successfully',
    created: 'FAQ created successfully',
    updated: 'FAQ updated successfully',
    loadListFailed: 'Failed to load FAQs',
    loadFailed: 'Failed to load FAQ',
    saveFailed: 'Failed to save FAQ',
    deleteFailed: 'Failed to delete FAQ',
    empty: 'No FAQs found',
  },
  schema: faqInput,
  table: 'faqs',
  right: 'content',
  editorial: { revisions: true, drafts: true, schedule: true, trash: true },
  activity: { entity: 'faq', nameOf: (faq) => faq.question },
  images: [],
  translate: ['question', 'answer', 'category'],
  search: { type: 'faq', title: 'question', body: ['answer'] },
  admin: {
    icon: CircleHelpIcon,
    navPosition: 60,
    dashboardLabel: 'FAQs',
    screens: () => import('./components/admin-screens'),
  },
})
