import { defineServerCollection } from '~/core/collection.server'
import { clearRedirectFrom } from '~/core/redirects.server'
import { pages } from './collection'
import {
  deletePage,
  findPage,
  findPublishedPage,
  insertPage,
  listAllPages,
  listPublishedPages,
  updatePage,
} from './queries.server'
import { SECTION_TYPES } from './sections'
import { pathTaken } from '~/core/product-paths'

const nullableString = { anyOf: [{ type: 'string' }, { type: 'null' }] }

/** Composed pages' queries and their place in the API (ADR 094); paths and 301s as posts' slugs. */
export const pagesServer = defineServerCollection(pages, {
  queries: {
    list: listAllPages,
    find: findPage,
    insert: insertPage,
    update: updatePage,
    remove: deletePage,
  },
  example: {
    title: 'Spring offer',
    path: '/offer/spring',
    sections: [
      {
        type: 'hero',
        heading: 'A new site by summer',
        text: 'Book a discovery call in April and get the first design sprint free.',
        buttons: [{ label: 'Book a call', href: '/contact' }],
      },
      { type: 'stats', items: [{ value: '120+', label: 'Sites launched' }] },
      { type: 'contactForm', heading: 'Tell us about your project' },
    ],
  },
  restored: (trx, page) => clearRedirectFrom(trx, page.path),
  restoring: async (trx, row, raced) => {
    const path = typeof row.path === 'string' ? row.path : undefined
    if (path === undefined) return
    if (raced) throw pathTaken(path, 'another page')
    const holder = await trx
      .selectFrom('pages')
      .select(['id', 'title'])
      .where('path', '=', path)
      .executeTakeFirst()
    if (holder && holder.id !== row.id) throw pathTaken(path, `the page “${holder.title}”`)
  },
  isPublic: (page) => page.status === 'published',
  published: listPublishedPages,
  findByPage: findPublishedPage,
  openapi: {
    name: 'Page',
    produced: {
      path: {
        type: 'string',
        description:
          "Where the site answers the page: '/' and lower-case segments; a changed path leaves a 301 from the old one",
      },
      sections: {
        type: 'array',
        description: `The page's sections in order, each \`{type, …}\`; types: ${SECTION_TYPES.join(', ')} (docs/api.md §Pages)`,
        items: {
          type: 'object',
          properties: { type: { type: 'string', enum: [...SECTION_TYPES] } },
          required: ['type'],
        },
      },
      seoTitle: nullableString,
      seoDescription: nullableString,
      shareImageUrl: nullableString,
    },
    extra: { updatedAt: { type: 'string', format: 'date-time' } },
  },
})
