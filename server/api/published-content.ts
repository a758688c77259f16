import { findServerCollection } from '~/collections.server'
import type { AppContext } from '~/core/context.server'
import type { ContentEventData } from '~/core/events'
import type { StoredRecord } from '~/core/collections'
import { isSitePage, sitePages } from '~/copy/documents'
import { splitResource } from './translated-editable'
import type { Db } from '~/lib/db.server'

/**
 * `content.published` (ADR 082): what went live, named as a person would (the page's title,
 * the record's name) with the public page that shows it. Emitted in the publish's own
 * transaction, so a webhook hears of exactly the publishes that happened.
 */
export async function emitContentPublished(
  ctx: Pick<AppContext, 'events'>,
  trx: Db,
  resource: string,
  shaped: unknown,
  how: ContentEventData['how'],
  wasPublic = false,
): Promise<void> {
  // A translation's publish is its record's (`portfolio/1@de`), in its language.
  const { resource: base, lang } = splitResource(resource)
  const [kind, key = ''] = base.split('/', 2) as [string, string?]
  const server = findServerCollection(kind)
  // A record only the team sees (a draft post) was saved, not published.
  if (server?.isPublic && !server.isPublic(shaped)) return
  const { data, path } = describe(kind, key, shaped)
  await ctx.events.emit(trx, 'content.published', { ...data, how }, { path })
  // A record the public starts to see (not a translation of it): its kind's own event too.
  const live = server?.goesLive
  if (live && !wasPublic && !lang) {
    await ctx.events.emit(trx, live.event, live.data(shaped), { path })
  }
}

/** Whether the public could see the record behind `resource` before this publish. */
export async function publicBefore(trx: Db, resource: string): Promise<boolean> {
  const [kind, key = ''] = splitResource(resource).resource.split('/', 2) as [string, string?]
  const server = findServerCollection(kind)
  if (!server?.isPublic) return true
  const before = await server.service.get(trx, key).catch(() => undefined)
  return before !== undefined && server.isPublic(before)
}

function describe(
  kind: string,
  key: string,
  shaped: unknown,
): { data: Omit<ContentEventData, 'url' | 'how'>; path: string | null } {
  if (kind === 'content' && isSitePage(key)) {
    const page = sitePages[key]
    return { data: { kind: 'page', id: key, title: page.title }, path: page.paths[0] ?? null }
  }
  if (kind === 'contact') {
    return { data: { kind: 'contact', id: '', title: 'Contact details' }, path: '/contact' }
  }
  const server = findServerCollection(kind)
  if (!server) return { data: { kind, id: key, title: key }, path: null }
  const { collection } = server
  const record = shaped as StoredRecord
  const pages = collection.pages as
    { list?: string; record?: (r: StoredRecord) => string } | undefined
  return {
    data: { kind: collection.id, id: key, title: collection.activity.nameOf(record as never) },
    path: pages?.record?.(record) ?? pages?.list ?? null,
  }
}
