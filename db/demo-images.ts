import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import type { PreparedImage } from '~/features/uploads/queries.server'
import { seedPortfolio, seedPosts, seedProducts, type Palette } from './seed-data'

/**
 * The demo content's pictures: original artwork (./artwork.ts) drawn and prepared ahead of time
 * by `npm run demo-images`, through the same preparation an upload gets (decoded, re-encoded,
 * its WebP widths made), into db/demo-images/. A first start then stores files instead of
 * drawing and encoding sixteen pictures, which took most of that start (docs/performance.md
 * §Start). The build copies the folder beside the server bundle, so it is found next to this
 * module either way.
 */
export const DEMO_IMAGES_DIR = new URL('./demo-images/', import.meta.url)

export interface DemoImage {
  /** The prepared picture's file; its WebP widths are `<name>-<width>.webp` beside it. */
  file: string
  /** What the artwork is drawn from (renderArtwork's options). */
  title: string
  palette: Palette
  seed: number
}

/** What the preparation measured, per file: db/demo-images/manifest.json. */
export type DemoManifest = Record<
  string,
  { mime: string; width: number; height: number; variants: { width: number; height: number }[] }
>

const two = (n: number) => String(n).padStart(2, '0')

/** One picture per portfolio item, product and post, in the order of seed-data.ts. */
export const demoImages = {
  portfolio: seedPortfolio.map((p, i): DemoImage => ({
    file: `portfolio-${two(i + 1)}.webp`,
    title: p.title,
    palette: p.palette,
    seed: i + 1,
  })),
  products: seedProducts.map((p, i): DemoImage => ({
    file: `product-${two(i + 1)}.webp`,
    title: p.name,
    palette: p.palette,
    seed: 100 + i,
  })),
  posts: seedPosts.map((p, i): DemoImage => ({
    file: `post-${two(i + 1)}.webp`,
    title: p.title,
    palette: p.palette,
    seed: 200 + i,
  })),
}

export const variantFile = (file: string, width: number) =>
  file.replace(/\.webp$/, `-${width}.webp`)

const read = (name: string) => fs.readFile(new URL(name, DEMO_IMAGES_DIR))

export async function readDemoManifest(): Promise<DemoManifest> {
  return JSON.parse((await read('manifest.json')).toString('utf8')) as DemoManifest
}

/** A demo picture as `saveImage` stores it: the same rows an upload of it would give. */
export async function readDemoImage(image: DemoImage, manifest: DemoManifest) {
  const entry = manifest[image.file]
  if (!entry) throw new Error(`db/demo-images/manifest.json lacks ${image.file}`)
  const data = await read(image.file)
  const variants = await Promise.all(
    entry.variants.map(async (v) => ({ ...v, data: await read(variantFile(image.file, v.width)) })),
  )
  const prepared: PreparedImage = {
    hash: createHash('sha256').update(data).digest('hex'),
    image: {
      data,
      mime: entry.mime,
      ext: 'webp',
      width: entry.width,
      height: entry.height,
      variants,
    },
  }
  return prepared
}
