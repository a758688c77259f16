import { randomUUID } from 'node:crypto'
import { sql, type Kysely } from 'kysely'

const EXT: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
}

/**
 * The media library (ADR 087): one `media` row per picture staff can find, describe, replace and
 * delete, over the content-addressed `images` (which keep the bytes). `hash` is the item's current
 * file (a replace points it at another); `alt` is its text alternative ('' = none yet); the focal
 * point is in per cent of the width and height (null = the centre); who uploaded it is kept by id
 * and name, as the trash keeps who deleted, so removing the account leaves the name.
 *
 * Every image already stored becomes an item, named after its hash (the original names were never
 * kept), dated by its upload, its alt text taken from a record that shows it with one. Where each
 * is used is not stored: it is read from the records whenever it is asked for (ADR 087).
 */
export const mediaLibrary = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('media')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('hash', 'text', (c) => c.notNull().unique().references('images.hash'))
      .addColumn('filename', 'text', (c) => c.notNull())
      .addColumn('alt', 'text', (c) => c.notNull())
      .addColumn('mime', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('focal_x', 'integer')
      .addColumn('focal_y', 'integer')
      .addColumn('uploaded_by_id', 'text')
      .addColumn('uploaded_by_name', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('media_created_at').on('media').column('created_at').execute()

    // The records' alt texts as this migration found them: the two kinds that had pictures.
    const described = new Map<string, string>()
    for (const table of ['portfolio_items', 'products']) {
      const { rows } = await sql<{ image_url: string; image_alt: string | null }>`
        select image_url, image_alt from ${sql.table(table)} order by created_at`.execute(db)
      for (const row of rows) {
        const alt = row.image_alt?.trim()
        if (alt && !described.has(row.image_url)) described.set(row.image_url, alt)
      }
    }
    const { rows: images } = await sql<{
      hash: string
      mime: string
      size: number
      width: number
      height: number
      created_at: string
    }>`select hash, mime, size, width, height, created_at from images order by created_at`.execute(
      db,
    )
    for (const image of images) {
      const ext = EXT[image.mime] ?? 'bin'
      const url = `/uploads/${image.hash}.${ext}`
      await sql`insert into media (id, hash, filename, alt, mime, size, width, height,
          focal_x, focal_y, uploaded_by_id, uploaded_by_name, created_at, updated_at)
        values (${randomUUID()}, ${image.hash}, ${`${image.hash.slice(0, 12)}.${ext}`},
          ${described.get(url) ?? ''}, ${image.mime}, ${image.size}, ${image.width},
          ${image.height}, null, null, null, null, ${image.created_at}, ${image.created_at})`.execute(
        db,
      )
    }
  },
}
