import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'

/**
 * Every record gets a history to compare with and restore from (docs/decisions/072-failed-
 * schedules-and-first-revisions.md):
 *
 * - each page document, portfolio item, product, FAQ (in the trash too) and the contact details
 *   that has no revision gets one: the record as stored, with no author ("the launch copy"),
 *   timed when it was last saved;
 * - a draft keeps why its scheduled publish failed (`failed_schedule`, JSON), until dealt with.
 *
 * A revision keeps the document as `GET /api/R` gives it, without the server's fields. The
 * mapping from rows is written out here, as the tables are at this migration, rather than
 * borrowed from the features: a migration must do the same thing whenever it runs, whatever the
 * code around it becomes. (A test checks it against what the API answers today.)
 */

type Row = Record<string, unknown>

const text = (value: unknown) => (value === null || value === undefined ? null : String(value))

function list(json: unknown): string[] {
  try {
    const value: unknown = JSON.parse(String(json))
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

const documents = {
  portfolio: (row: Row) => ({
    title: row.title,
    description: row.description,
    imageUrl: row.image_url,
    imageAlt: text(row.image_alt),
    projectUrl: text(row.project_url),
    category: row.category,
    technologies: list(row.technologies),
    client: text(row.client),
    date: row.date,
    slug: row.slug ?? row.id,
    seoTitle: text(row.seo_title),
    seoDescription: text(row.seo_description),
    shareImageUrl: text(row.share_image_url),
  }),
  products: (row: Row) => ({
    name: row.name,
    description: row.description,
    price: Number(row.price_cents) / 100,
    imageUrl: row.image_url,
    imageAlt: text(row.image_alt),
    category: row.category,
    features: list(row.features),
    inStock: Boolean(Number(row.in_stock)),
    popular: Boolean(Number(row.popular)),
  }),
  faqs: (row: Row) => ({
    question: row.question,
    answer: row.answer,
    category: row.category,
    order: Number(row.position),
  }),
}

const TABLES = { portfolio: 'portfolio_items', products: 'products', faqs: 'faqs' } as const

function contactDocument(row: Row) {
  let social: Row = {}
  try {
    social = (JSON.parse(String(row.social_media)) as Row | null) ?? {}
  } catch {
    // An unreadable value shows as no links, as the API does.
  }
  return {
    address: row.address,
    phone: row.phone,
    email: row.email,
    businessHours: row.business_hours,
    socialMedia: {
      facebook: text(social.facebook),
      twitter: text(social.twitter),
      instagram: text(social.instagram),
      linkedin: text(social.linkedin),
    },
  }
}

type NewRevision = {
  id: string
  resource: string
  document: string
  author_id: null
  author_name: null
  created_at: string
}

export const firstRevisions = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('drafts').addColumn('failed_schedule', 'text').execute()
    await addFirstRevisions(db)
  },
}

/** Gives each record without a revision its first one (exported for its test). */
export async function addFirstRevisions(db: Kysely<unknown>): Promise<number> {
  const tables = db as unknown as Kysely<Record<string, Row>>
  const have = new Set(
    (await tables.selectFrom('revisions').select('resource').distinct().execute()).map((r) =>
      String(r.resource),
    ),
  )
  const added: NewRevision[] = []
  const add = (resource: string, document: unknown, at: unknown) => {
    if (have.has(resource)) return
    have.add(resource)
    added.push({
      id: randomUUID(),
      resource,
      // A page's document is kept as it is stored, byte for byte.
      document: typeof document === 'string' ? document : JSON.stringify(document),
      author_id: null,
      author_name: null,
      created_at: String(at),
    })
  }

  for (const kind of ['portfolio', 'products', 'faqs'] as const) {
    for (const row of await tables.selectFrom(TABLES[kind]).selectAll().execute()) {
      add(`${kind}/${String(row.id)}`, documents[kind](row), row.updated_at)
    }
  }
  // What the trash keeps is the row as it was: it gets its first revision too, for when it
  // comes back.
  for (const item of await tables.selectFrom('trash').selectAll().execute()) {
    const kind = String(item.type) as keyof typeof documents
    if (!(kind in documents)) continue
    const row = JSON.parse(String(item.row)) as Row
    add(`${kind}/${String(item.id)}`, documents[kind](row), row.updated_at ?? item.deleted_at)
  }
  for (const row of await tables.selectFrom('contact_details').selectAll().execute()) {
    add('contact', contactDocument(row), row.updated_at)
  }
  for (const row of await tables.selectFrom('site_content').selectAll().execute()) {
    add(`content/${String(row.page)}`, String(row.data), row.updated_at)
  }

  for (let i = 0; i < added.length; i += 100) {
    await tables
      .insertInto('revisions')
      .values(added.slice(i, i + 100))
      .execute()
  }
  return added.length
}
