import { BriefcaseIcon } from 'lucide-react'
import { defineCollection } from '~/core/collections'
import { portfolioInput, type PortfolioItem } from './schemas'

/** Portfolio items: the agency's projects, each with a page of its own (ADR 058, 076). */
export const portfolio = defineCollection<PortfolioItem, typeof portfolioInput._output>({
  id: 'portfolio',
  labels: { singular: 'portfolio item', plural: 'portfolio items', nav: 'Portfolio' },
  texts: {
    notFound: 'Portfolio item not found',
    deleted: 'Portfolio item deleted successfully',
    created: 'Portfolio item created successfully',
    updated: 'Portfolio item updated successfully',
    loadListFailed: 'Failed to load portfolio items',
    loadFailed: 'Failed to load portfolio item',
    saveFailed: 'Failed to save portfolio item',
    deleteFailed: 'Failed to delete portfolio item',
    empty: 'No portfolio items found',
  },
  schema: portfolioInput,
  table: 'portfolio_items',
  right: 'content',
  editorial: { revisions: true, drafts: true, schedule: true, trash: true },
  activity: { entity: 'portfolio', nameOf: (item) => item.title },
  pages: {
    list: '/portfolio',
    record: (item) => `/portfolio/${item.slug}`,
    title: (item) => item.seoTitle ?? item.title,
    image: (item) => item.shareImageUrl ?? item.imageUrl,
  },
  images: [{ url: 'imageUrl', alt: 'imageAlt' }, { url: 'shareImageUrl' }],
  translate: [
    'title',
    'slug',
    'description',
    'imageAlt',
    'technologies',
    'seoTitle',
    'seoDescription',
  ],
  search: { type: 'project', title: 'title', body: ['description', 'client', 'technologies'] },
  admin: {
    icon: BriefcaseIcon,
    navPosition: 30,
    dashboardLabel: 'Portfolio Items',
    screens: () => import('./components/admin-screens'),
  },
})
