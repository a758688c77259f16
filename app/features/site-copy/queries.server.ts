import type { Db } from '~/lib/db.server'
import type { SitePage } from '~/copy/documents'
import { recordChange, recordRead } from '~/core/reads.server'

export interface StoredPage {
  /** The saved document, as JSON parsed but not yet checked against its page's schema. */
  data: unknown
  updatedAt: string
}

export async function findPage(db: Db, page: SitePage): Promise<StoredPage | undefined> {
  recordRead(`content/${page}`)
  const row = await db
    .selectFrom('site_content')
    .select(['data', 'updated_at'])
    .where('page', '=', page)
    .executeTakeFirst()
  return row && { data: JSON.parse(row.data) as unknown, updatedAt: row.updated_at }
}

/** The page's document is saved whole: created the first time, replaced afterwards. */
export async function savePage(db: Db, page: SitePage, data: unknown, at: string): Promise<void> {
  recordChange(`content/${page}`)
  const values = { data: JSON.stringify(data), updated_at: at }
  await db
    .insertInto('site_content')
    .values({ page, ...values })
    .onConflict((oc) => oc.column('page').doUpdateSet(values))
    .execute()
}
