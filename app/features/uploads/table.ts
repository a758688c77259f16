/**
 * The row of the `media` table (db/migrations/022-media-library.ts, ADR 087): one item of the
 * media library, over the content-addressed `images` row of its current file.
 */
export interface MediaTable {
  id: string
  /** The current file: `images.hash`. A replace points the item at another file. */
  hash: string
  /** Its name in the library (editable): the uploaded file's name at first. */
  filename: string
  /** Its text alternative; '' = none yet. */
  alt: string
  mime: string
  size: number
  width: number
  height: number
  /** The focal point in per cent of the width and height; null = the centre. */
  focal_x: number | null
  focal_y: number | null
  /** Who uploaded it (null: before the library, or the seed). */
  uploaded_by_id: string | null
  uploaded_by_name: string | null
  created_at: string
  updated_at: string
}

declare module '~/lib/db-schema' {
  interface Database {
    media: MediaTable
  }
}
