import { slugify } from '~/lib/slug'
import { toImageSource, type ImageMetaLike, type ImageSource } from '~/lib/srcset'
import type { Post } from './schemas'

/** The posts a page of /blog lists (docs/product.md §Journal). */
export const POSTS_PER_PAGE = 10

/** A tag's page: /blog/tag/{slug of the tag}. */
export const tagHref = (tag: string) => `/blog/tag/${slugify(tag) || 'tag'}`
export const postHref = (slug: string) => `/blog/${slug}`

/** What a public page shows of a post: no bookkeeping, its cover measured and described. */
export interface PublicPost {
  slug: string
  title: string
  excerpt: string
  cover: ImageSource | null
  /** The cover's own text, else its media library item's, else the title. */
  coverAlt: string
  tags: string[]
  author: {
    name: string
    jobTitle: string | null
    photoUrl: string | null
    bio: string | null
  } | null
  publishedAt: string
  updatedAt: string
  readingMinutes: number
}

export function toPublicPost(post: Post, meta: ImageMetaLike | undefined): PublicPost {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    cover: post.coverImage ? toImageSource(post.coverImage, meta) : null,
    coverAlt: post.coverAlt || meta?.alt || post.title,
    tags: post.tags,
    author: post.author && {
      name: post.author.name,
      jobTitle: post.author.jobTitle,
      photoUrl: post.author.photoUrl,
      bio: post.author.bio,
    },
    publishedAt: post.publishedAt,
    updatedAt: post.updatedAt,
    readingMinutes: post.readingMinutes,
  }
}

/** Up to `count` other posts sharing the most tags with `post`, newest first among equals. */
export function relatedPosts<T extends Pick<Post, '_id' | 'tags' | 'publishedAt'>>(
  post: T,
  all: readonly T[],
  count = 3,
): T[] {
  const tags = new Set(post.tags.map((t) => t.toLowerCase()))
  return all
    .filter((other) => other._id !== post._id)
    .map((other) => ({
      other,
      shared: other.tags.filter((t) => tags.has(t.toLowerCase())).length,
    }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared || b.other.publishedAt.localeCompare(a.other.publishedAt))
    .slice(0, count)
    .map(({ other }) => other)
}

/** The page number of `?page=`: 1 when absent, null when it names no page. */
export function pageNumber(value: string | null): number | null {
  if (value === null) return 1
  return /^[1-9]\d{0,4}$/.test(value) ? Number(value) : null
}
