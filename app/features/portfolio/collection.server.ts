import { defineServerCollection } from '~/core/collection.server'
import { clearRedirectFrom } from '~/core/redirects.server'
import { AppError } from '~/lib/errors'
import { portfolio } from './collection'
import {
  deletePortfolioItem,
  findPortfolioItem,
  findPortfolioItemBySlug,
  insertPortfolioItem,
  listPortfolioItems,
  projectPath,
  updatePortfolioItem,
} from './queries.server'

const nullableString = { anyOf: [{ type: 'string' }, { type: 'null' }] }

/** The 409 of a project whose page address another project took while it was in the trash. */
const slugTaken = (slug: string, holder?: string) => {
  const by = holder ? ` by “${holder}”` : ''
  return new AppError(
    409,
    `The slug “${slug}” was taken${by} after this project was deleted: give that project another slug, then restore this one`,
    { slug: [`“${slug}” is taken${by}`] },
  )
}

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
  // Back at its address, as a new project would be: a redirect made from it meanwhile goes.
  restored: (trx, item) => clearRedirectFrom(trx, projectPath(item.slug)),
  // Not while another project has taken its slug (docs/api.md §Revisions): a 409 naming it.
  restoring: async (trx, row, raced) => {
    const slug = typeof row.slug === 'string' ? row.slug : undefined
    if (slug === undefined) return
    if (raced) throw slugTaken(slug)
    const holder = await findPortfolioItemBySlug(trx, slug)
    if (holder && holder._id !== row.id) throw slugTaken(slug, holder.title)
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
