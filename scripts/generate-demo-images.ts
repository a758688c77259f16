/**
 * Writes db/demo-images/: the demo content's pictures, drawn by db/artwork.ts, encoded as WebP
 * and prepared as an upload is (app/features/uploads), with manifest.json naming their sizes.
 * The demo seed stores them at a first start (db/demo-images.ts). Run after changing the
 * artwork, a seeded title or palette, or how uploads are prepared: `npm run demo-images`. A
 * unit test (db/demo-images.test.ts) fails until then.
 */
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { prepareImage } from '~/features/uploads/queries.server'
import { renderArtwork } from '../db/artwork'
import { DEMO_IMAGES_DIR, demoImages, variantFile, type DemoManifest } from '../db/demo-images'

const dir = fileURLToPath(DEMO_IMAGES_DIR)
fs.rmSync(dir, { recursive: true, force: true })
fs.mkdirSync(dir, { recursive: true })
const manifest: DemoManifest = {}
for (const image of [...demoImages.portfolio, ...demoImages.products, ...demoImages.posts]) {
  const png = await renderArtwork(image)
  // WebP at the quality the seed used when it drew the pictures at start: light pages.
  const { image: prepared } = await prepareImage(await sharp(png).webp({ quality: 82 }).toBuffer())
  fs.writeFileSync(dir + image.file, prepared.data)
  for (const v of prepared.variants)
    fs.writeFileSync(dir + variantFile(image.file, v.width), v.data)
  manifest[image.file] = {
    mime: prepared.mime,
    width: prepared.width,
    height: prepared.height,
    variants: prepared.variants.map((v) => ({ width: v.width, height: v.height })),
  }
}
fs.writeFileSync(dir + 'manifest.json', JSON.stringify(manifest, null, 2) + '\n')
process.stdout.write(`Wrote ${Object.keys(manifest).length} pictures to db/demo-images/\n`)
