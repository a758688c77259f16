import { createHash } from 'node:crypto'
import { Router } from 'express'
import type { AppContext } from '~/core/context.server'
import { readBrand } from '~/features/brand/queries.server'
import { renderCard } from '~/features/brand/share-card.server'
import { pagePathOfCard, pageTitle } from './share-card-titles'
import { readImageFile } from '~/features/uploads/queries.server'
import { matchesIfNoneMatch } from './uploads'
import { readsOf } from '~/core/reads.server'

/** Cards kept: every public page's card fits many times over; an LRU bounds a long-lived one. */
const KEEP = 200

interface Card {
  body: Buffer
  etag: string
  /** The content version it was drawn at, and what drawing it read (the title, the brand). */
  version: number
  keys: readonly string[]
}

/**
 * GET /og/<page>.png: the page's share card, made by the server (ADR 068) for pages that exist
 * only (an unknown path is a 404, so nobody can have us draw text of their choosing). Each card
 * is made once and kept in a small LRU until its title or the brand changes (ADR 085); its ETag
 * names the version it was drawn at, so a revalidation is a 304 until then.
 */
export function shareCardsRouter(ctx: AppContext): Router {
  const kept = new Map<string, Card>()
  const inFlight = new Map<string, Promise<Card | null>>()

  const make = async (path: string, version: number): Promise<Card | null> => {
    const { value: drawn, keys } = await readsOf(async () => {
      const title = await pageTitle(ctx, path)
      if (title === null) return null
      const brand = await readBrand(ctx.db)
      const name = brand.logoUrl?.replace(/^\/uploads\//, '')
      const logo = name ? await readImageFile(ctx.db, name) : undefined
      return renderCard(title, brand, logo?.data ?? null)
    })
    if (!drawn) return null
    const hash = createHash('sha256').update(path).digest('hex').slice(0, 12)
    return { body: drawn, etag: `"card-${version}-${hash}"`, version, keys }
  }

  const get = (path: string): Promise<Card | null> => {
    const version = ctx.contentVersion.current
    const key = path
    const hit = kept.get(key)
    // Drawn since its title and the brand last changed (ADR 085): still the page's card.
    if (hit && hit.version >= ctx.contentVersion.versionOf(hit.keys)) {
      // Most recently used goes last; the first key is the one to drop.
      kept.delete(key)
      kept.set(key, hit)
      return Promise.resolve(hit)
    }
    const flight = `${path}@${version}`
    let pending = inFlight.get(flight)
    if (!pending) {
      pending = make(path, version)
        .then((card) => {
          if (card) {
            kept.set(key, card)
            while (kept.size > KEEP) kept.delete(kept.keys().next().value as string)
          }
          return card
        })
        .finally(() => inFlight.delete(flight))
      inFlight.set(flight, pending)
    }
    return pending
  }

  const router = Router()
  router.get(/^\/og\/.+\.png$/, async (req, res) => {
    const path = pagePathOfCard(req.path)
    const card = path ? await get(path) : null
    if (!card) {
      res.status(404).type('text/plain').send('Not Found')
      return
    }
    res.setHeader('Content-Type', 'image/png')
    res.setHeader('Cache-Control', 'public, no-cache')
    res.setHeader('ETag', card.etag)
    if (matchesIfNoneMatch(req.get('if-none-match'), card.etag)) {
      res.status(304).end()
      return
    }
    res.send(card.body)
  })
  return router
}
