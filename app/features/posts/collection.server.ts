import { defineServerCollection } from '~/core/collection.server'
import { clearRedirectFrom } from '~/core/redirects.server'
import { AppError } from '~/lib/errors'
import { posts } from './collection'
import {
  postInLanguage,
  deletePost,
  findPost,
  findPostBySlug,
  findPublishedPost,
  insertPost,
  listAllPosts,
  listPosts,
  postPath,
  updatePost,
} from './queries.server'

const nullableString = { anyOf: [{ type: 'string' }, { type: 'null' }] }

/** The 409 of a post whose address another post took while it was in the trash. */
const slugTaken = (slug: string, holder?: string) => {
  const by = holder ? ` by “${holder}”` : ''
  return new AppError(
    409,
    `The slug “${slug}” was taken${by} after this post was deleted: give that post another slug, then restore this one`,
    { slug: [`“${slug}” is taken${by}`] },
  )
}

/** The posts' queries and their place in the API (ADR 076, 089); slugs and 301s as projects'. */
export const postsServer = defineServerCollection(posts, {
  queries: {
    list: listAllPosts,
    find: findPost,
    insert: insertPost,
    update: updatePost,
    remove: deletePost,
  },
  inLanguage: postInLanguage,
  example: {
    title: 'Why your site is slow',
    body: '## Measure first\n\nMost of a page’s weight is **pictures** and *scripts*.\n\n| Part | Share |\n| --- | --- |\n| Pictures | 60% |\n| Scripts | 30% |\n',
    tags: ['Performance', 'Web'],
  },
  restored: (trx, post) => clearRedirectFrom(trx, postPath(post.slug)),
  restoring: async (trx, row, raced) => {
    const slug = typeof row.slug === 'string' ? row.slug : undefined
    if (slug === undefined) return
    if (raced) throw slugTaken(slug)
    const holder = await findPostBySlug(trx, slug)
    if (holder && holder._id !== row.id) throw slugTaken(slug, holder.title)
  },
  isPublic: (post) => post.status === 'published',
  goesLive: {
    event: 'post.published',
    data: (post) => ({ id: post._id, title: post.title, publishedAt: post.publishedAt }),
  },
  listQuery: {
    names: ['tag'],
    filter: (list, query) => {
      const tag = query.get('tag')?.trim().toLowerCase()
      return tag ? list.filter((post) => post.tags.some((t) => t.toLowerCase() === tag)) : list
    },
  },
  published: listPosts,
  findByPage: (db, path) => {
    const slug = /^\/blog\/([a-z0-9-]+)$/.exec(path)?.[1]
    return slug ? findPublishedPost(db, slug) : Promise.resolve(undefined)
  },
  openapi: {
    name: 'Post',
    produced: {
      slug: {
        type: 'string',
        description:
          "The post's page is /blog/{slug}; made from the title when not given; unique. A changed slug leaves a 301 from the old path",
      },
      excerpt: {
        type: 'string',
        description: 'Its own excerpt, else the start of the body',
      },
      coverImage: nullableString,
      coverAlt: nullableString,
      authorId: nullableString,
      publishedAt: { type: 'string', format: 'date-time' },
      seoTitle: nullableString,
      seoDescription: nullableString,
      shareImageUrl: nullableString,
    },
    extra: {
      updatedAt: { type: 'string', format: 'date-time' },
      bodyHtml: {
        type: 'string',
        description: 'The body rendered from Markdown and sanitised on the server (ADR 089)',
      },
      readingMinutes: { type: 'integer', minimum: 1 },
      author: {
        anyOf: [
          {
            type: 'object',
            properties: {
              _id: { type: 'string' },
              name: { type: 'string' },
              jobTitle: nullableString,
              photoUrl: nullableString,
              bio: nullableString,
            },
            required: ['_id', 'name', 'jobTitle', 'photoUrl', 'bio'],
          },
          { type: 'null' },
        ],
      },
    },
  },
})
