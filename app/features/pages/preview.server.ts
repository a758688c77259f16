import type { Db } from '~/lib/db.server'
import { findPreview, previewTokenOf, storePreview } from '~/core/previews.server'
import { nowIso } from '~/lib/records'
import { bodyObject } from '~/lib/validation'
import { pageInput, type Page } from './schemas'

/** Whose preview a composed page's draft is: the path it is shown at. */
const previewKey = (path: string) => `pages:${path}`

/**
 * Keeps the builder's page, checked as a save would check it (so a preview shows only what could
 * be published), behind a preview link at its own path. Nothing is published; a new page that
 * was never saved can be previewed too.
 */
export async function createPagePreview(db: Db, body: unknown) {
  const page = pageInput.parse(bodyObject(body))
  const stored = await storePreview(db, previewKey(page.path), page)
  return { ...stored, path: page.path }
}

/**
 * The page a live preview link of `path` shows, as a published page would be (a draft's status
 * does not hide it here: that is what a preview is for); undefined for any other request.
 */
export async function previewedPage(
  db: Db,
  request: Request,
  path: string,
): Promise<Page | undefined> {
  const token = previewTokenOf(request)
  const preview = token ? await findPreview(db, token) : undefined
  if (preview?.key !== previewKey(path)) return undefined
  const parsed = pageInput.safeParse(preview.data)
  if (!parsed.success) return undefined
  const now = nowIso()
  return { _id: 'preview', ...parsed.data, createdAt: now, updatedAt: now }
}
