/** The row of the `pages` table (its migration: db/migrations/027-pages.ts). */
export interface PagesTable {
  id: string
  title: string
  /** Where the site answers it: `/offer/spring-2027`; unique. */
  path: string
  /** A JSON list of sections, `{type, …}` each (app/features/pages/sections.ts). */
  sections: string
  status: 'draft' | 'published'
  seo_title: string | null
  seo_description: string | null
  share_image_url: string | null
  /** 1: kept out of search engines and the sitemap. */
  noindex: number
  created_at: string
  updated_at: string
}

declare module '~/lib/db-schema' {
  interface Database {
    pages: PagesTable
  }
}
