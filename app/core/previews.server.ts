import type { Db } from '~/lib/db.server'
import { nowIso } from '~/lib/records'
import { hashToken, newToken } from '~/lib/tokens.server'

/**
 * Preview links (docs/api.md §Site content, §Pages): an unpublished draft kept behind a random
 * token for an hour, shown by the page it belongs to when the request carries `?preview=TOKEN`.
 * Only the token's SHA-256 is stored. `key` says whose draft it is: a site copy page's name
 * (`home`), or a composed page's path (`pages:/offer/spring`).
 */

/** A preview link lives an hour: long enough to look and share with a colleague, then gone. */
export const PREVIEW_TTL_MS = 60 * 60 * 1000

/** Keeps `data` behind a new token; the expired previews go at the same time. */
export async function storePreview(
  db: Db,
  key: string,
  data: unknown,
): Promise<{ token: string; expiresAt: string }> {
  const token = newToken()
  const now = Date.now()
  const expiresAt = new Date(now + PREVIEW_TTL_MS).toISOString()
  await db
    .deleteFrom('content_previews')
    .where('expires_at', '<=', new Date(now).toISOString())
    .execute()
  await db
    .insertInto('content_previews')
    .values({
      token_hash: hashToken(token),
      page: key,
      data: JSON.stringify(data),
      expires_at: expiresAt,
    })
    .execute()
  return { token, expiresAt }
}

/** The draft a live token shows, and whose it is; undefined for an unknown or expired one. */
export async function findPreview(
  db: Db,
  token: string,
): Promise<{ key: string; data: unknown } | undefined> {
  const row = await db
    .selectFrom('content_previews')
    .select(['page', 'data'])
    .where('token_hash', '=', hashToken(token))
    .where('expires_at', '>', nowIso())
    .executeTakeFirst()
  return row && { key: row.page, data: JSON.parse(row.data) as unknown }
}

/** A preview link's token, if the page request carries one. */
export const previewTokenOf = (request: Request) => new URL(request.url).searchParams.get('preview')

/** Whether the request is a live preview link (the site shows a banner saying so). */
export async function isPreview(db: Db, request: Request): Promise<boolean> {
  const token = previewTokenOf(request)
  return token ? (await findPreview(db, token)) !== undefined : false
}
