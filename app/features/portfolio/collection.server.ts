import { defineServerCollection } from '~/core/collection.server'
import { portfolio } from './collection'
import {
  deletePortfolioItem,
  findPortfolioItem,
  findPortfolioItemBySlug,
  insertPortfolioItem,
  listPortfolioItems,
  updatePortfolioItem,
} from './queries.server'

const nullableString = { anyOf: [{ type: 'string' }, { type: 'null' }] }

/** The portfolio's queries and its place in the API (ADR 076); slugs and 301s are its own. */
export const portfolioServer = defineServerCollection(portfolio, {
  queries: {
    list: listPortfolioItems,
    find: findPortfolioItem,
    insert: insertPortfolioItem,
    update: updatePortfolioItem,
    remove: deletePortfolioItem,
  },
  example: {
    title: 'Harbour ferry tickets',
    description: 'A ticketing app for the harbour ferries, with offline boarding passes.',
    category: 'app',
    technologies: ['React Native', 'Node.js'],
    client: 'Harbour Lines',
  },
  published: listPortfolioItems,
  findByPage: (db, path) => {
    const slug = /^\/portfolio\/([a-z0-9-]+)$/.exec(path)?.[1]
    return slug ? findPortfolioItemBySlug(db, slug) : Promise.resolve(undefined)
  },
  openapi: {
    name: 'PortfolioItem',
    produced: {
      imageAlt: nullableString,
      projectUrl: nullableString,
      client: nullableString,
      date: { type: 'string', format: 'date-time' },
      slug: {
        type: 'string',
        description:
          "The project's page is /portfolio/{slug}; made from the title when not given; unique. A changed slug leaves a 301 from the old path",
      },
      seoTitle: nullableString,
      seoDescription: nullableString,
      shareImageUrl: nullableString,
    },
    extra: { updatedAt: { type: 'string', format: 'date-time' } },
  },
})
