import type { AppContext } from '~/core/context.server'
import { sitePages } from '~/copy/documents'
import { servicePaths } from '~/copy/service-pages'
import { publicPaths } from '~/copy/site'
import { collectionPagePaths } from '~/collections.server'
import { readPage } from '~/features/site-copy/service.server'
import { AppError } from '~/lib/errors'
import { bodyObject } from '~/lib/validation'

/**
 * Every path of this site a menu may lead to: the pages, service pages and the collections'
 * record pages (a project's).
 */
async function knownPaths(ctx: AppContext): Promise<Set<string>> {
  const [services, records] = await Promise.all([
    readPage(ctx.db, 'services', ctx.logger),
    collectionPagePaths(ctx.db),
  ])
  return new Set([...publicPaths, ...servicePaths(services.content), ...records])
}

/**
 * The header menu's and the footer's links must lead somewhere (ADR 059): a full URL, or a path
 * this site answers. A `PUT` whose document fits its schema but names a path that does not
 * exist is a 400 with the field's path (`items.2.to`), like any other field error.
 */
export async function checkMenuLinks(ctx: AppContext, page: string, body: unknown): Promise<void> {
  if (page !== 'header' && page !== 'footer') return
  const parsed = sitePages[page].schema.safeParse(bodyObject(body))
  if (!parsed.success) return // publishing reports the schema's own errors
  const links: [string, string][] = []
  if (page === 'header') {
    const doc = parsed.data as { items: { to: string }[]; callToAction: { to: string } }
    doc.items.forEach((item, i) => links.push([`items.${i}.to`, item.to]))
    links.push(['callToAction.to', doc.callToAction.to])
  } else {
    const doc = parsed.data as { groups: { links: { to: string }[] }[] }
    doc.groups.forEach((g, gi) =>
      g.links.forEach((l, li) => links.push([`groups.${gi}.links.${li}.to`, l.to])),
    )
  }
  const known = await knownPaths(ctx)
  const errors: Record<string, string[]> = {}
  for (const [field, to] of links) {
    if (/^https?:\/\//i.test(to)) continue
    const path = to.split(/[?#]/)[0]!
    const normal = path.length > 1 ? path.replace(/\/+$/, '') : path
    if (!known.has(normal)) errors[field] = [`There is no page at ${to}`]
  }
  if (Object.keys(errors).length) throw new AppError(400, 'Validation failed', errors)
}
