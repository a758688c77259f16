/** The row of the `posts` table (its migration: db/migrations/023-posts.ts). */
export interface PostsTable {
  id: string
  title: string
  /** The post's page is /blog/{slug}; unique. */
  slug: string
  /** Null: the start of the body stands in for it. */
  excerpt: string | null
  /** Markdown, as the editor wrote it (ADR 089); its HTML is made when read. */
  body: string
  cover_image: string | null
  /** The cover's text alternative; null = the media library's, else the title. */
  cover_alt: string | null
  /** A JSON list of tags. */
  tags: string
  /** The team account that wrote it; null = no author card. */
  author_id: string | null
  /** `draft`: only the team sees it; `published`: on the site (migration 025). */
  status: 'draft' | 'published'
  published_at: string
  seo_title: string | null
  seo_description: string | null
  share_image_url: string | null
  created_at: string
  updated_at: string
}

declare module '~/lib/db-schema' {
  interface Database {
    posts: PostsTable
  }
}
