import { z } from '~/lib/validation'

/**
 * The media library's shapes (CONTRACT §Media library, ADR 087), shared by the API and the
 * library screen.
 */

/**
 * A record that shows an item: its kind and id, as the API names it (`{type}/{_id}`: a
 * collection's id and the record's, `content` and a page of the site copy, `brand` and `brand`
 * for Settings → Brand), and its title.
 */
export interface MediaUse {
  type: string
  _id: string
  title: string
  /** The record is in the trash: it still holds the picture, and a restore shows it again. */
  trashed: boolean
  /**
   * Only the record's unpublished draft (`draft`) or one of its earlier versions (`revision`,
   * History) holds the picture; absent when the record itself shows it. Publishing that draft
   * or restoring that version would show it again, so it is a use all the same.
   */
  in?: MediaUseIn
}

export type MediaUseIn = 'draft' | 'revision'

/** The kinds of the places outside the collections that may show pictures. */
export const BRAND_USE = { type: 'brand', _id: 'brand', title: 'Brand' } as const
export const SITE_COPY_USE_TYPE = 'content'
/** An account's author card (its photo), edited by its owner on Settings. */
export const AUTHOR_USE_TYPE = 'author'

export interface MediaItem {
  _id: string
  url: string
  filename: string
  mimeType: string
  size: number
  width: number
  height: number
  /** '' when nobody has described it yet. */
  alt: string
  /** Per cent of the width and height; null = the centre. */
  focalPoint: { x: number; y: number } | null
  uploadedBy: { _id: string; username: string } | null
  createdAt: string
  updatedAt: string
  usedBy: MediaUse[]
}

export interface MediaPage {
  items: MediaItem[]
  total: number
}

/** How the library may be sorted: newest first (the default), by name A–Z, largest first. */
export const MEDIA_SORTS = ['date', 'name', 'size'] as const
export type MediaSort = (typeof MEDIA_SORTS)[number]

export const MEDIA_PAGE_MAX = 200

/** `GET /api/media`'s query. */
export const mediaQuery = z.object({
  q: z.string().trim().max(200).optional().default(''),
  unused: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
  sort: z.enum(MEDIA_SORTS).optional().default('date'),
  limit: z.coerce.number().int().min(1).max(MEDIA_PAGE_MAX).optional().default(60),
  offset: z.coerce.number().int().min(0).optional().default(0),
})
export type MediaQuery = z.output<typeof mediaQuery>

/** A file name as the library shows it: no folders, no control characters, at most 200. */
export const MEDIA_NAME_MAX = 200
export const MEDIA_ALT_MAX = 200

/** `PATCH /api/media/{id}`: what staff may change of an item. */
export const mediaUpdate = z
  .object({
    filename: z
      .string()
      .trim()
      .min(1, 'Give the file a name')
      .max(MEDIA_NAME_MAX)
      // eslint-disable-next-line no-control-regex -- control characters are what it refuses
      .refine((v) => !/[/\\\u0000-\u001f]/.test(v), 'A file name has no slashes')
      .optional(),
    alt: z.string().trim().max(MEDIA_ALT_MAX).optional(),
    focalPoint: z
      .object({
        x: z.number().int().min(0).max(100),
        y: z.number().int().min(0).max(100),
      })
      .nullable()
      .optional(),
  })
  .strict()
export type MediaUpdate = z.output<typeof mediaUpdate>

/** The 409 of a delete while records show the item. */
export const MEDIA_IN_USE_MESSAGE = 'This file is in use and cannot be deleted'
export const MEDIA_NOT_FOUND = 'Media item not found'
export const MEDIA_DELETED = 'Media item deleted successfully'
