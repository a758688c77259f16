import { NewspaperIcon } from 'lucide-react'
import { defineCollection } from '~/core/collections'
import { postInput, type Post, type PostData } from './schemas'

/** Posts: the journal's articles, each with a page of its own under /blog (ADR 076, 089). */
export const posts = defineCollection<Post, PostData>({
  id: 'posts',
  labels: { singular: 'post', plural: 'posts', nav: 'Journal' },
  texts: {
    notFound: 'Post not found',
    deleted: 'Post deleted successfully',
    created: 'Post created successfully',
    updated: 'Post updated successfully',
    loadListFailed: 'Failed to load posts',
    loadFailed: 'Failed to load post',
    saveFailed: 'Failed to save post',
    deleteFailed: 'Failed to delete post',
    empty: 'No posts found',
  },
  schema: postInput,
  table: 'posts',
  right: 'content',
  editorial: { revisions: true, drafts: true, schedule: true, trash: true },
  activity: { entity: 'post', nameOf: (post) => post.title },
  pages: {
    list: '/blog',
    record: (post) => `/blog/${post.slug}`,
    title: (post) => post.seoTitle ?? post.title,
    image: (post) => post.shareImageUrl ?? post.coverImage,
  },
  images: [{ url: 'coverImage', alt: 'coverAlt' }, { url: 'shareImageUrl' }],
  translate: ['title', 'slug', 'excerpt', 'body', 'coverAlt', 'seoTitle', 'seoDescription'],
  search: { type: 'post', title: 'title', body: ['excerpt', 'body', 'tags'] },
  admin: {
    icon: NewspaperIcon,
    navPosition: 35,
    dashboardLabel: 'Posts',
    screens: () => import('./components/admin-screens'),
  },
})
