/** The row of the `faqs` table (its migrations: db/migrations/). */
export interface FaqsTable {
  id: string
  question: string
  answer: string
  category: string
  position: number
  created_at: string
  updated_at: string
}

declare module '~/lib/db-schema' {
  interface Database {
    faqs: FaqsTable
  }
}
