import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { renderPhotoCard } from './share-card.server'

/** A 2400×630 picture: red on the left half, blue on the right. */
const halves = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="630"><rect width="1200" height="630" fill="#ff0000"/><rect x="1200" width="1200" height="630" fill="#0000ff"/></svg>`,
    ),
  )
    .png()
    .toBuffer()

/** The card's mean red and blue. */
async function colours(card: Buffer) {
  const { channels } = await sharp(card).stats()
  return { red: Math.round(channels[0]!.mean), blue: Math.round(channels[2]!.mean) }
}

describe('a picture card keeps the focal point in frame', () => {
  it('crops about the centre without one, and about the focal point with one', async () => {
    const picture = await halves()
    const centre = await colours(await renderPhotoCard(picture))
    expect(centre.red).toBeGreaterThan(100)
    expect(centre.blue).toBeGreaterThan(100)
    const right = await colours(await renderPhotoCard(picture, { x: 90, y: 50 }))
    expect(right).toMatchObject({ red: expect.any(Number) })
    expect(right.red).toBeLessThan(10)
    expect(right.blue).toBeGreaterThan(240)
    const left = await colours(await renderPhotoCard(picture, { x: 5, y: 50 }))
    expect(left.red).toBeGreaterThan(240)
    expect(left.blue).toBeLessThan(10)
    const { width, height } = await sharp(
      await renderPhotoCard(picture, { x: 5, y: 50 }),
    ).metadata()
    expect({ width, height }).toEqual({ width: 1200, height: 630 })
  })
})
