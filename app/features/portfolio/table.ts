/** The row of the `portfolio_items` table (its migrations: db/migrations/). */
export interface PortfolioItemsTable {
  id: string
  title: string
  description: string
  image_url: string
  /** The image's text alternative; null = use the title (docs/product.md §Entities). */
  image_alt: string | null
  project_url: string | null
  category: string
  technologies: string
  client: string | null
  date: string
  created_at: string
  updated_at: string
  /**
   * The project's page is /portfolio/{slug}; unique (migration 011). Every row has one (the
   * migration gave the old rows theirs); NULL-able only because SQLite cannot add a NOT NULL
   * column to a table with rows.
   */
  slug: string | null
  /** Search title, description and share image of the project's page; null = the defaults. */
  seo_title: string | null
  seo_description: string | null
  share_image_url: string | null
}

declare module '~/lib/db-schema' {
  interface Database {
    portfolio_items: PortfolioItemsTable
  }
}
