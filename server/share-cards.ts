import { createHash } from 'node:crypto'
import { Router } from 'express'
import type { AppContext } from '~/core/context.server'
import sharp from 'sharp'
import { readBrand } from '~/features/brand/queries.server'
import { renderCard, renderPhotoCard } from '~/features/brand/share-card.server'
import { collectionPagePicture } from '~/collections.server'
import { pagePathOfCard, pageTitle } from './share-card-titles'
import { findImageMeta, readImageFile } from '~/features/uploads/queries.server'
import { matchesIfNoneMatch } from './uploads'
import { readsOf } from '~/core/reads.server'

/** Cards kept: every public page's card fits many times over; an LRU bounds a long-lived one. */
const KEEP = 200

interface Card {
  body: Buffer
  type: 'image/png' | 'image/jpeg'
  etag: string
  /** The content version it was drawn at, and what drawing it read (the title, the brand). */
  version: number
  keys: readonly string[]
}

/** An uploaded image's bytes by its `/uploads/…` URL; undefined for another URL or none. */
async function uploadedImage(ctx: AppContext, url: string | null | undefined) {
  const name = url?.match(/^\/uploads\/([\w.-]+)$/)?.[1]
  return name ? (await readImageFile(ctx.db, name))?.data : undefined
}

/** A page's title card (ADR 068): its title on the brand's colours. */
async function titleCard(ctx: AppContext, path: string): Promise<Buffer | null> {
  const title = await pageTitle(ctx, path)
  if (title === null) return null
  const brand = await readBrand(ctx.db)
  const logo = await uploadedImage(ctx, brand.logoUrl)
  return renderCard(title, brand, logo ?? null)
}

/**
 * A record page's picture card (a project's, ADR 075): the picture its declaration names for
 * sharing (its share image, else its picture), cropped to the card. Only for a picture that is
 * an upload (the page names this card only then); bytes sharp cannot read give its title card,
 * as a JPEG like the URL says.
 */
async function photoCard(ctx: AppContext, path: string): Promise<Buffer | null> {
  const url = await collectionPagePicture(ctx.db, path)
  const picture = await uploadedImage(ctx, url)
  if (!picture || !url) return null
  // Its focal point, read here so a new one draws the card again (ADR 085, 087).
  const focalPoint = (await findImageMeta(ctx.db, [url])).get(url)?.focalPoint ?? null
  try {
    return await renderPhotoCard(picture, focalPoint)
  } catch {
    const card = await titleCard(ctx, path)
    return card && sharp(card).jpeg({ quality: 90 }).toBuffer()
  }
}

/**
 * GET /og/<page>.png: the page's share card, made by the server (ADR 068) for pages that exist
 * only (an unknown path is a 404, so nobody can have us draw text of their choosing); and
 * GET /og/<record page>.jpg, a record's picture card (a project's, ADR 075). Each card is made
 * once and kept in a small LRU until what it drew changes — its title, picture or the brand
 * (ADR 085); its ETag names the version it was drawn at, so a revalidation is a 304 until then.
 */
export function shareCardsRouter(ctx: AppContext): Router {
  const kept = new Map<string, Card>()
  const inFlight = new Map<string, Promise<Card | null>>()

  /** The card at this URL path (`/og/….png` or `.jpg`), or null when there is none. */
  const make = async (urlPath: string, version: number): Promise<Card | null> => {
    const page = pagePathOfCard(urlPath)
    if (!page) return null
    const photo = page.kind === 'photo'
    const { value: body, keys } = await readsOf(() =>
      photo ? photoCard(ctx, page.path) : titleCard(ctx, page.path),
    )
    if (!body) return null
    const hash = createHash('sha256').update(urlPath).digest('hex').slice(0, 12)
    return {
      body,
      type: photo ? 'image/jpeg' : 'image/png',
      etag: `"card-${version}-${hash}"`,
      version,
      keys,
    }
  }

  const get = (urlPath: string): Promise<Card | null> => {
    const version = ctx.contentVersion.current
    const key = urlPath
    const hit = kept.get(key)
    // Drawn since its title and the brand last changed (ADR 085): still the page's card.
    if (hit && hit.version >= ctx.contentVersion.versionOf(hit.keys)) {
      // Most recently used goes last; the first key is the one to drop.
      kept.delete(key)
      kept.set(key, hit)
      return Promise.resolve(hit)
    }
    const flight = `${urlPath}@${version}`
    let pending = inFlight.get(flight)
    if (!pending) {
      pending = make(urlPath, version)
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
  router.get(/^\/og\/.+\.(?:png|jpg)$/, async (req, res) => {
    const card = await get(req.path)
    if (!card) {
      res.status(404).type('text/plain').send('Not Found')
      return
    }
    res.setHeader('Content-Type', card.type)
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
