import { PanelsTopLeftIcon } from 'lucide-react'
import { defineCollection } from '~/core/collections'
import { pageInput, type Page, type PageData } from './schemas'
import { sectionTextPaths } from './sections'

/**
 * Composed pages (issue #40, ADR 094): a landing page staff put together from the site's own
 * sections at a path they choose. Its API is the team's (a page is read on the site at its path).
 */
export const pages = defineCollection<Page, PageData>({
  id: 'pages',
  labels: { singular: 'page', plural: 'Pages', nav: 'Pages' },
  texts: {
    notFound: 'Page not found',
    deleted: 'Page deleted successfully',
    created: 'Page created successfully',
    updated: 'Page updated successfully',
    loadListFailed: 'Failed to load pages',
    loadFailed: 'Failed to load page',
    saveFailed: 'Failed to save page',
    deleteFailed: 'Failed to delete page',
    empty: 'No pages found',
  },
  schema: pageInput,
  table: 'pages',
  right: 'content',
  teamReads: true,
  editorial: { revisions: true, drafts: true, schedule: true, trash: true },
  activity: { entity: 'page', nameOf: (page) => page.title },
  pages: {
    record: (page) => page.path,
    ownPath: 'path',
    title: (page) => page.seoTitle ?? page.title,
    image: (page) => page.shareImageUrl,
    // A `noindex` page is public but not offered to search engines: not in the sitemap.
    listed: (page) => !page.noindex,
  },
  // The share picture first: the trash shows it beside a trashed page.
  images: [{ url: 'shareImageUrl' }, { url: 'sections', within: true }],
  translate: ['title', 'sections', 'seoTitle', 'seoDescription'],
  // The sections' texts one by one: their number, order, links and pictures are shared.
  translatedPaths: (page) => [
    'title',
    'seoTitle',
    'seoDescription',
    ...sectionTextPaths(page.sections),
  ],
  search: { type: 'page', title: 'title', body: ['seoDescription', 'sections'] },
  admin: {
    icon: PanelsTopLeftIcon,
    navPosition: 37,
    dashboardLabel: 'Pages',
    screens: () => import('./components/admin-screens'),
  },
})
