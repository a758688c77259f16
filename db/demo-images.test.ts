import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { VARIANT_WIDTHS } from '~/features/uploads/image-processing.server'
import { renderArtwork } from './artwork'
import { demoImages, readDemoImage, readDemoManifest, type DemoImage } from './demo-images'

const all = [...demoImages.portfolio, ...demoImages.products, ...demoImages.posts]

/** A picture shrunk to 48×32 RGB pixels: enough to tell one artwork from another. */
async function thumbnail(bytes: Buffer) {
  return sharp(bytes).resize(48, 32, { fit: 'fill' }).removeAlpha().raw().toBuffer()
}

/** Mean difference per channel, 0–255. */
function difference(a: Buffer, b: Buffer) {
  let sum = 0
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!)
  return sum / a.length
}

describe('the demo pictures in db/demo-images', () => {
  it('hold one prepared picture per seeded project and product, with the widths an upload gets', async () => {
    const manifest = await readDemoManifest()
    expect(Object.keys(manifest).sort()).toEqual(all.map((i) => i.file).sort())
    for (const image of all) {
      const prepared = await readDemoImage(image, manifest)
      const meta = await sharp(prepared.image.data).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual([
        'webp',
        prepared.image.width,
        prepared.image.height,
      ])
      expect(prepared.image.variants.map((v) => v.width)).toEqual(
        VARIANT_WIDTHS.filter((w) => w < prepared.image.width),
      )
      for (const variant of prepared.image.variants) {
        const size = await sharp(variant.data).metadata()
        expect([size.format, size.width, size.height]).toEqual([
          'webp',
          variant.width,
          variant.height,
        ])
      }
    }
  })

  // Drawn again here and compared small: a changed artwork, title or palette without
  // `npm run demo-images` would seed pictures the code no longer draws. WebP's loss alone
  // differs by about 1; the glows drawn another way differed by 1.9 to 4.7.
  it('are what db/artwork.ts draws today (else run npm run demo-images)', async () => {
    const manifest = await readDemoManifest()
    const drawn = async (image: DemoImage) => thumbnail(await renderArtwork(image))
    const stored = async (image: DemoImage) =>
      thumbnail((await readDemoImage(image, manifest)).image.data)
    for (const image of all) {
      expect(difference(await drawn(image), await stored(image)), image.file).toBeLessThan(1.5)
    }
    // The comparison tells pictures apart: two neighbours differ far beyond that bound.
    const [first, second] = demoImages.portfolio
    expect(difference(await drawn(first!), await stored(second!))).toBeGreaterThan(10)
    // Sixteen pictures drawn and decoded: seconds of CPU, more on a busy machine.
  }, 60_000)
})
