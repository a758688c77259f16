import { describe, expect, it } from 'vitest'
import { toImageSource, uploadSrcSet } from './srcset'

const hash = 'a'.repeat(64)

describe('uploadSrcSet', () => {
  it('lists the variants narrowest first, then the original', () => {
    expect(uploadSrcSet(`/uploads/${hash}.webp`, [960, 320, 640], 1200)).toBe(
      `/uploads/${hash}-320.webp 320w, /uploads/${hash}-640.webp 640w, /uploads/${hash}-960.webp 960w, /uploads/${hash}.webp 1200w`,
    )
  })

  it('gives nothing for images that are not our uploads or have no variants', () => {
    expect(uploadSrcSet('https://example.com/a.jpg', [320], 1200)).toBeUndefined()
    expect(uploadSrcSet(`/uploads/${hash}.png`, [], 200)).toBeUndefined()
  })
})

describe('toImageSource', () => {
  it("gives every srcset candidate the picture's focal point as where its crop centres", () => {
    // The variants are the whole picture at smaller widths, so whichever one the browser picks,
    // one object-position crops it about the same point.
    const image = toImageSource(`/uploads/${hash}.jpg`, {
      width: 1600,
      height: 1000,
      variantWidths: [320, 640],
      focalPoint: { x: 80, y: 25 },
    })
    expect(image).toEqual({
      src: `/uploads/${hash}.jpg`,
      width: 1600,
      height: 1000,
      srcSet: `/uploads/${hash}-320.webp 320w, /uploads/${hash}-640.webp 640w, /uploads/${hash}.jpg 1600w`,
      position: '80% 25%',
    })
  })

  it('leaves the crop in the centre without a focal point', () => {
    const meta = { width: 800, height: 600, variantWidths: [320], focalPoint: null }
    expect(toImageSource(`/uploads/${hash}.jpg`, meta).position).toBeUndefined()
  })
})
