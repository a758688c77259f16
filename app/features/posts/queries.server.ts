import type { Selectable } from 'kysely'
import type { PostsTable } from './table'
import type { Db } from '~/lib/db.server'
import { newId, nowIso, parseList } from '~/lib/records'
import { AppError } from '~/lib/errors'
import { slugify, uniqueSlug } from '~/lib/slug'
import { clearRedirectFrom, putRedirect } from '~/core/redirects.server'
import { renderedBody, summaryOf } from './markdown.server'
import type { Post, PostAuthor, PostData } from './schemas'

/** The longest excerpt made from a body. */
const EXCERPT_LENGTH = 200
/** Words a minute an adult reads on a screen. */
const WORDS_PER_MINUTE = 220

export const postPath = (slug: string) => `/blog/${slug}`

type AuthorColumns = {
  author_username: string | null
  author_public_name: string | null
  author_job_title: string | null
  author_photo_url: string | null
  author_bio: string | null
}

const excerptOfBody = (bodyText: string) => summaryOf(bodyText, EXCERPT_LENGTH)

/**
 * A post read in another language (ADR 080): its HTML, reading time and — when the default
 * language's excerpt follows the body — its excerpt, made from the translated body.
 */
export function postInLanguage(translated: Post, original: Post): Post {
  const { html: bodyHtml, text } = renderedBody(translated.body)
  const words = text ? text.split(' ').length : 0
  const followsBody =
    translated.excerpt === original.excerpt &&
    original.excerpt === excerptOfBody(renderedBody(original.body).text)
  return {
    ...translated,
    bodyHtml,
    excerpt: followsBody ? excerptOfBody(text) : translated.excerpt,
    readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
  }
}

function toPost(row: Selectable<PostsTable> & AuthorColumns): Post {
  const { html: bodyHtml, text } = renderedBody(row.body)
  const words = text ? text.split(' ').length : 0
  const author: PostAuthor | null =
    row.author_id && row.author_username !== null
      ? {
          _id: row.author_id,
          name: row.author_public_name || row.author_username,
          jobTitle: row.author_job_title,
          photoUrl: row.author_photo_url,
          bio: row.author_bio,
        }
      : null
  return {
    _id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt ?? excerptOfBody(text),
    body: row.body,
    bodyHtml,
    coverImage: row.cover_image,
    coverAlt: row.cover_alt,
    tags: parseList(row.tags),
    authorId: row.author_id,
    author,
    status: row.status,
    publishedAt: row.published_at,
    readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    shareImageUrl: row.share_image_url,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

function toRow(data: PostData) {
  // An excerpt that is the body's own start is not kept: it follows the body as it changes
  // (and a record read and saved back unchanged stays as it was).
  const excerpt =
    data.excerpt && data.excerpt !== excerptOfBody(renderedBody(data.body).text)
      ? data.excerpt
      : null
  return {
    title: data.title,
    body: data.body,
    excerpt,
    cover_image: data.coverImage,
    cover_alt: data.coverAlt,
    tags: JSON.stringify(data.tags),
    author_id: data.authorId,
    status: data.status,
    seo_title: data.seoTitle,
    seo_description: data.seoDescription,
    share_image_url: data.shareImageUrl,
  }
}

const selectPosts = (db: Db) =>
  db
    .selectFrom('posts')
    .leftJoin('users', 'users.id', 'posts.author_id')
    .selectAll('posts')
    .select([
      'users.username as author_username',
      'users.public_name as author_public_name',
      'users.job_title as author_job_title',
      'users.photo_url as author_photo_url',
      'users.bio as author_bio',
    ])

const newestFirst = (db: Db) =>
  selectPosts(db).orderBy('posts.published_at', 'desc').orderBy('posts.created_at', 'desc')

/** The published posts, newest first: by publication, then by creation. */
export async function listPosts(db: Db): Promise<Post[]> {
  const rows = await newestFirst(db).where('posts.status', '=', 'published').execute()
  return rows.map(toPost)
}

/** Every post, drafts too, newest first: what the team's list shows. */
export async function listAllPosts(db: Db): Promise<Post[]> {
  return (await newestFirst(db).execute()).map(toPost)
}

/** The published post at /blog/{slug}, if any. */
export async function findPublishedPost(db: Db, slug: string): Promise<Post | undefined> {
  const found = await findPostBySlug(db, slug)
  return found?.status === 'published' ? found : undefined
}

export async function findPost(db: Db, id: string): Promise<Post | undefined> {
  const row = await selectPosts(db).where('posts.id', '=', id).executeTakeFirst()
  return row && toPost(row)
}

export async function findPostBySlug(db: Db, slug: string): Promise<Post | undefined> {
  const row = await selectPosts(db).where('posts.slug', '=', slug).executeTakeFirst()
  return row && toPost(row)
}

/** The slug a post is saved with: the one given (refused when taken), else one from the title. */
async function resolveSlug(db: Db, data: PostData, id: string | null): Promise<string> {
  const rows = await db.selectFrom('posts').select(['id', 'slug']).execute()
  const taken = new Set(rows.filter((r) => r.id !== id).map((r) => r.slug))
  if (data.slug) {
    if (taken.has(data.slug)) {
      throw new AppError(400, 'Validation failed', {
        slug: ['Another post already uses this slug'],
      })
    }
    return data.slug
  }
  return uniqueSlug(slugify(data.title) || 'post', taken)
}

/** A named author must be an account of the team. */
async function checkAuthor(db: Db, authorId: string | null) {
  if (authorId === null) return
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', authorId)
    .executeTakeFirst()
  if (!user) {
    throw new AppError(400, 'Validation failed', { authorId: ['Choose a member of the team'] })
  }
}

export async function insertPost(db: Db, data: PostData): Promise<Post> {
  await checkAuthor(db, data.authorId)
  const now = nowIso()
  const slug = await resolveSlug(db, data, null)
  await clearRedirectFrom(db, postPath(slug))
  const id = newId()
  await db
    .insertInto('posts')
    .values({
      id,
      ...toRow(data),
      slug,
      published_at: data.publishedAt ?? now,
      created_at: now,
      updated_at: now,
    })
    .execute()
  return (await findPost(db, id))!
}

export async function updatePost(db: Db, id: string, data: PostData): Promise<Post | undefined> {
  const before = await findPost(db, id)
  if (!before) return undefined
  await checkAuthor(db, data.authorId)
  // A post whose excerpt follows its body is read, and so sent back, with the excerpt made from
  // the body then: that one, sent back, still follows the body (a PUT of the text alone, or the
  // portal's form saved with its excerpt untouched), rather than freezing the old start.
  const stored = await db
    .selectFrom('posts')
    .select('excerpt')
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  if (stored.excerpt === null && data.excerpt === before.excerpt) data = { ...data, excerpt: null }
  const slug = await resolveSlug(db, { ...data, slug: data.slug ?? before.slug }, id)
  if (slug !== before.slug) {
    // The old address keeps working: a shared link lands on the post's new one. A draft's old
    // address was never public: no redirect would say it existed.
    await clearRedirectFrom(db, postPath(slug))
    if (before.status === 'published') {
      await putRedirect(db, { from: postPath(before.slug), to: postPath(slug), status: 301 })
    }
  }
  // A draft that goes live is dated the moment it does (a scheduled one, its time), unless
  // given a date of its own: the date it was read with is its creation's, not a choice.
  const goesLive = before.status === 'draft' && data.status === 'published'
  const chosenDate =
    data.publishedAt && !(goesLive && data.publishedAt === before.publishedAt)
      ? data.publishedAt
      : undefined
  const now = nowIso()
  const publishedAt = chosenDate ?? (goesLive ? now : undefined)
  await db
    .updateTable('posts')
    .set({
      ...toRow(data),
      slug,
      updated_at: now,
      ...(publishedAt ? { published_at: publishedAt } : {}),
    })
    .where('id', '=', id)
    .execute()
  return findPost(db, id)
}

export async function deletePost(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('posts').where('id', '=', id).executeTakeFirst()
  return result.numDeletedRows > 0n
}

/** The ids of the posts an account signs: what its author card's change touches. */
export async function postIdsByAuthor(db: Db, authorId: string): Promise<string[]> {
  const rows = await db.selectFrom('posts').select('id').where('author_id', '=', authorId).execute()
  return rows.map((row) => row.id)
}
