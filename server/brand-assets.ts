import { Router, type Request, type Response } from 'express'
import type { AppContext } from '~/core/context.server'
import { ICON_SIZES, makeIcon, manifest, type IconSize } from '~/features/brand/icons.server'
import { readBrand } from '~/features/brand/queries.server'
import { readImageFile } from '~/features/uploads/queries.server'
import { matchesIfNoneMatch } from './uploads'

interface Made {
  version: number
  body: Buffer
  etag: string
}

/**
 * The icons and the web-app manifest made from the brand's logo (ADR 061): each made once per
 * change of the brand and kept, with an ETag naming the content version it was made at, so a
 * browser's revalidation is a 304 until the brand changes.
 */
export function brandAssetsRouter(ctx: AppContext): Router {
  const made = new Map<string, Made>()
  const inFlight = new Map<string, Promise<Made>>()

  const get = (key: string, make: () => Promise<Buffer>): Promise<Made> => {
    const version = ctx.contentVersion.current
    const kept = made.get(key)
    // Made since the brand last changed (ADR 085): still what the brand makes.
    if (kept && kept.version >= ctx.contentVersion.versionOf(['brand']))
      return Promise.resolve(kept)
    const flightKey = `${key}@${version}`
    let pending = inFlight.get(flightKey)
    if (!pending) {
      pending = make()
        .then((body) => {
          const fresh = { version, body, etag: `"brand-${version}-${key}"` }
          made.set(key, fresh)
          return fresh
        })
        .finally(() => inFlight.delete(flightKey))
      inFlight.set(flightKey, pending)
    }
    return pending
  }

  const send = (req: Request, res: Response, type: string, m: Made) => {
    res.setHeader('Content-Type', type)
    res.setHeader('Cache-Control', 'public, no-cache')
    res.setHeader('ETag', m.etag)
    if (matchesIfNoneMatch(req.get('if-none-match'), m.etag)) {
      res.status(304).end()
      return
    }
    res.send(m.body)
  }

  const router = Router()
  router.get('/brand/icon-:size.png', async (req, res, next) => {
    const size = Number(req.params.size) as IconSize
    if (!ICON_SIZES.includes(size)) return next()
    const icon = await get(`icon-${size}`, async () => {
      const brand = await readBrand(ctx.db)
      const name = brand.logoUrl?.replace(/^\/uploads\//, '')
      const logo = name ? await readImageFile(ctx.db, name) : undefined
      return makeIcon(logo?.data ?? null, brand, size)
    })
    send(req, res, 'image/png', icon)
  })
  router.get('/manifest.webmanifest', async (req, res) => {
    const file = await get('manifest', async () =>
      Buffer.from(
        JSON.stringify(manifest(await readBrand(ctx.db), ctx.contentVersion.versionOf(['brand']))),
      ),
    )
    send(req, res, 'application/manifest+json', file)
  })
  return router
}
